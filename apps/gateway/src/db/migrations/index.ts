import { migration0001Catalogue } from './0001-catalogue';
import { migration0002CataloguePerformance } from './0002-catalogue-performance';
import { migration0100Accounts } from './0100-accounts';
import type { Migration } from './migration';

export type { Migration } from './migration';

/**
 * Every migration in the order it is applied. TypeScript modules rather than .sql files so that
 * the esbuild bundle carries them; later issues append here.
 */
export const migrations: readonly Migration[] = [migration0001Catalogue, migration0002CataloguePerformance, migration0100Accounts];
