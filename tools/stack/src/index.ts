export * from './lib/options';
export * from './lib/haproxy-config';
export * from './lib/stack';
