export * from './page-layout';
export * from './section-card';
