export * from './page-layout';
