export * from './vocabulary';
export * from './org';
export * from './corp';
export * from './services';
export * from './invite';
export * from './device';
export * from './logs';
export * from './account';
