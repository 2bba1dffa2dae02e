export * from './error-alert';
