export * from './list-state';
