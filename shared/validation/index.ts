export * from './messages';
export * from './password';
export * from './confirm-password';
export * from './mobile';
export * from './upload';
export * from './member-search';
export * from './date-range';
export * from './page-jump';
