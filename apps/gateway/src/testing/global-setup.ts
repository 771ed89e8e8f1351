import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate } from '../db/migrate';
import { PgliteDatabase } from '../db/pglite';
import { importDemoShop } from '../seed/import-demo-shop';
import { TEMPLATE_ENV, testShop } from './test-shop';

/**
 * Creating a PGlite database costs seconds; copying a dump costs about one. So the run builds
 * one migrated and seeded database, dumps it to a temporary file and every test file loads a
 * private copy. On PostgreSQL (TEST_DATABASE_URL) each file creates its own database instead.
 */
export default async function globalSetup(): Promise<void> {
  if (process.env['TEST_DATABASE_URL']) return;
  const db = await PgliteDatabase.open();
  try {
    await migrate(db);
    await importDemoShop(db, testShop());
    const dump = await db.dump();
    const path = join(tmpdir(), `gio-gateway-template-${process.pid}.tar`);
    writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
    process.env[TEMPLATE_ENV] = path;
  } finally {
    await db.close();
  }
}
