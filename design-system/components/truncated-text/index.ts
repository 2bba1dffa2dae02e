export * from './truncated-text';
