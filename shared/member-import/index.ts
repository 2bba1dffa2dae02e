export * from './headers';
export * from './parse';
export * from './depts';
export * from './check';
export * from './limits';
export * from './send';
