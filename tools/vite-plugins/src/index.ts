export * from './precompress-assets';
export * from './preload-first-render';
