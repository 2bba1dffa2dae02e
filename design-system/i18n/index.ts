export * from './locales';
export * from './resolve-locale';
export * from './catalog';
export * from './locale-choice';
