import type { Queryable } from '../db/database';
import { outsideTransactions } from '../db/transaction-context';
import { readCatalogueVersion, readReferenceTables } from './reference-store';
import type {
  BadgeRow,
  BrandRow,
  CategoryRow,
  CouponRow,
  FulfillerRow,
  LocationRow,
  PromotionRow,
  SiteConfigRow,
  WarehouseRow,
} from './rows';
import { siteConfigSchema } from '@gio/contracts';

/**
 * The small catalogue tables every listing reads for each of its rows (brands, fulfillers,
 * badges…) and every page reads once (site config, category tree). They hold tens to hundreds
 * of rows whatever the number of variants, and change only with the catalogue, so a process
 * keeps one snapshot in memory and a listing needs no statement for them.
 */
export interface ReferenceData {
  /** `catalogue_version` the snapshot was read at (migration 0002). */
  readonly version: number;
  readonly site: SiteConfigRow;
  /** By level, position, id: the order of the category tree. */
  readonly categories: readonly CategoryRow[];
  readonly categoryById: ReadonlyMap<string, CategoryRow>;
  readonly categoryByGid: ReadonlyMap<string, CategoryRow>;
  /** Featured first, then by name (the database's collation). */
  readonly brandList: readonly BrandRow[];
  readonly brands: ReadonlyMap<string, BrandRow>;
  readonly brandByGid: ReadonlyMap<string, BrandRow>;
  readonly fulfillers: ReadonlyMap<string, FulfillerRow>;
  readonly fulfillerLocations: ReadonlyMap<string, LocationRow>;
  readonly warehouses: ReadonlyMap<string, WarehouseRow>;
  readonly promotions: ReadonlyMap<string, PromotionRow>;
  readonly badges: ReadonlyMap<string, BadgeRow>;
  /** Each variant's coupons by end date then id, as the coupon calls list them. */
  readonly couponsByVariant: ReadonlyMap<string, readonly CouponRow[]>;
}

/**
 * The badges of a variant (ids from `VARIANT_COLUMNS`' badge_ids) by end date then id. A badge
 * whose end date has passed is left out (storefront.md §3 promotionBadges endDate): a promotion
 * that is over shows neither its badge nor a countdown stuck at zero.
 */
export function variantBadges(
  reference: ReferenceData,
  badgeIds: readonly string[],
  nowMs: number = Date.now(),
): BadgeRow[] {
  const badges: BadgeRow[] = [];
  for (const id of badgeIds) {
    const badge = reference.badges.get(id);
    if (badge && new Date(badge.end_date).getTime() > nowMs) badges.push(badge);
  }
  if (badges.length > 1) {
    badges.sort((a, b) => new Date(a.end_date).getTime() - new Date(b.end_date).getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  }
  return badges;
}

function byKey<Row, K extends keyof Row>(rows: readonly Row[], key: K): Map<Row[K], Row> {
  return new Map(rows.map((row) => [row[key], row]));
}

/** Reads a whole snapshot: a handful of statements, run again only when the version moves. */
export async function loadReferenceData(db: Queryable, version: number): Promise<ReferenceData> {
  const { site: siteRow, categories, brands, fulfillers, locations, warehouses, promotions, badges, coupons, couponVariants } =
    await readReferenceTables(db);
  if (!siteRow) throw new Error('the catalogue is empty: site_config has no row');
  // The stored configuration is JSON from outside the code (the seed, an operator): checked
  // against the one schema once per snapshot, so a bad value is named here, not met later.
  const config = siteConfigSchema.safeParse(siteRow.config);
  if (!config.success) {
    const issue = config.error.issues[0];
    throw new Error(`site_config.config.${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`);
  }

  const variantIdsOfCoupon = new Map<string, string[]>();
  for (const { coupon_id, variant_id } of couponVariants) {
    const list = variantIdsOfCoupon.get(coupon_id);
    if (list) list.push(variant_id);
    else variantIdsOfCoupon.set(coupon_id, [variant_id]);
  }
  const couponsByVariant = new Map<string, CouponRow[]>();
  for (const coupon of coupons) {
    const variantIds = variantIdsOfCoupon.get(coupon.id) ?? [];
    const row: CouponRow = { ...coupon, variant_ids: variantIds };
    for (const variantId of variantIds) {
      const list = couponsByVariant.get(variantId);
      if (list) list.push(row);
      else couponsByVariant.set(variantId, [row]);
    }
  }

  return {
    version,
    site: { ...siteRow, config: config.data },
    categories,
    categoryById: byKey(categories, 'id'),
    categoryByGid: byKey(categories, 'gid'),
    brandList: brands,
    brands: byKey(brands, 'id'),
    brandByGid: byKey(brands, 'gid'),
    fulfillers: byKey(fulfillers, 'id'),
    fulfillerLocations: byKey(locations, 'id'),
    warehouses: byKey(warehouses, 'id'),
    promotions: byKey(promotions, 'id'),
    badges: byKey(badges, 'id'),
    couponsByVariant,
  };
}

export interface ReferenceCacheOptions {
  /**
   * How often a process asks whether the catalogue changed (one one-row statement, taken by
   * the first request after the interval). Null never asks: for a process that is the only
   * writer, or tests, which count statements per request and must not see a periodic one.
   */
  readonly checkIntervalMs: number | null;
  readonly now?: () => number;
}

/**
 * The process's snapshot of the reference tables. A change anywhere in the catalogue bumps
 * `catalogue_version` (triggers of migration 0002, whichever process or replica writes); the
 * first request after `checkIntervalMs` starts a read of that one row and, when it moved, the
 * snapshot is read again. Requests go on with the snapshot they have meanwhile: were they to
 * wait, each check would queue behind every statement waiting for a pool connection and stall
 * the whole process once per interval. A writer in this process calls `invalidate()` to see
 * its change at once. Whatever else is cached from the catalogue (search plans, responses) is
 * tagged with the snapshot's version and thrown away when it differs.
 */
export class ReferenceCache {
  private snapshot: ReferenceData | null = null;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private pending: Promise<ReferenceData> | null = null;
  /** Bumped by `invalidate` so that a read begun before it never installs its older snapshot. */
  private generation = 0;
  private readonly now: () => number;

  constructor(
    private readonly db: Queryable,
    private readonly options: ReferenceCacheOptions,
  ) {
    this.now = options.now ?? Date.now;
  }

  /** The current snapshot; at most one refresh runs at a time, shared by every caller. */
  get(): Promise<ReferenceData> {
    const snapshot = this.snapshot;
    if (snapshot) {
      if (!this.pending && this.checkDue()) {
        // A failed check keeps the snapshot; the next interval tries again. Nobody waits for it,
        // so it runs outside any transaction the caller is in (shared by every later caller).
        outsideTransactions(() => this.startRefresh()).catch(() => undefined);
      }
      return Promise.resolve(snapshot);
    }
    return this.pending ?? this.startRefresh();
  }

  /** Resolves once no refresh is running (for callers that must see a check through). */
  async settled(): Promise<void> {
    while (this.pending) await this.pending.catch(() => undefined);
  }

  /** Drops the snapshot now (a write through this process); the next `get` reads it again. */
  invalidate(): void {
    this.generation += 1;
    this.snapshot = null;
    this.pending = null;
  }

  private checkDue(): boolean {
    const interval = this.options.checkIntervalMs;
    return interval !== null && this.now() - this.checkedAt >= interval;
  }

  private startRefresh(): Promise<ReferenceData> {
    const pending: Promise<ReferenceData> = this.refresh().finally(() => {
      if (this.pending === pending) this.pending = null;
    });
    this.pending = pending;
    return pending;
  }

  private async refresh(): Promise<ReferenceData> {
    const generation = this.generation;
    // Checked or not, the next check waits a whole interval (a database that fails is not
    // asked again by every request).
    this.checkedAt = this.now();
    // The version first, the tables after: a change committed in between makes the snapshot
    // newer than its version, which costs one more read at the next check, never a stale one.
    const version = await readCatalogueVersion(this.db);
    const current = this.snapshot;
    if (current && current.version === version) return current;
    const data = await loadReferenceData(this.db, version);
    if (generation === this.generation) this.snapshot = data;
    return data;
  }
}
