import type { VariantView } from '@gio/contracts';
import type { CatalogueService } from '../catalogue/service';
import type { VariantRow } from '../catalogue/rows';
import { variantViews } from '../catalogue/views';
import type { Queryable } from '../db/database';
import { knownVariantIds } from './list-store';

/**
 * Turns rows that carry a variant (and its product, `LISTED_VARIANT_COLUMNS`) into the catalogue's
 * variant views, in row order: the products ride along, so a page of lines costs no statement per
 * line (only the product categories, batched by the loaders).
 */
export async function viewsOfRows(
  catalogue: CatalogueService,
  rows: readonly VariantRow[],
): Promise<VariantView[]> {
  if (rows.length === 0) return [];
  const loaders = await catalogue.loaders();
  loaders.primeProducts(rows);
  return variantViews(rows, loaders, await catalogue.siteConfig());
}

/** The ids among `variantIds` that name no variant. */
export async function unknownVariantIds(
  db: Queryable,
  variantIds: readonly string[],
): Promise<string[]> {
  if (variantIds.length === 0) return [];
  const known = new Set(await knownVariantIds(db, variantIds));
  return variantIds.filter((id) => !known.has(id));
}

/** An ISO timestamp of a database date. */
export const iso = (value: Date | string): string => new Date(value).toISOString();
