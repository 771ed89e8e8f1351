export * from './lib/model';
