export * from './checkup-rules';
export * from './security-checkup';
