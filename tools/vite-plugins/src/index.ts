export * from './precompress-assets';
