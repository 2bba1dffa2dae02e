export * from './table-frame';
