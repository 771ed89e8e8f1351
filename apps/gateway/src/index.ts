export { buildGateway, buildServer, type Gateway, type ServerDeps, type ServerConfig } from './server';
export { loadConfig, ConfigError, type GatewayConfig } from './config';
export type { Database, Queryable } from './db/database';
