export * from './vocabulary';
export * from './org';
