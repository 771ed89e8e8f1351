import type { Logger } from 'pino';
import type { GatewayConfig } from '../config';
import type { Database } from './database';
import { PgliteDatabase } from './pglite';
import { PostgresDatabase } from './postgres';

/** PostgreSQL when DATABASE_URL is set, else the embedded PGlite in DATA_DIR. */
export async function openDatabase(
  config: Pick<GatewayConfig, 'databaseUrl' | 'dataDir'>,
  logger?: Logger,
): Promise<Database> {
  if (config.databaseUrl) return new PostgresDatabase(config.databaseUrl, logger);
  return PgliteDatabase.open({ dataDir: config.dataDir });
}
