import type { Queryable } from '../db/database';

/** A past order's line beside its variant as the catalogue has it now (variant columns null when it is gone). */
export interface ReorderLineRow {
  order_id: string;
  order_gid: string;
  order_created_at: Date;
  variant_id: string;
  quantity: number;
  unit_price: number;
  gid: string;
  slug: string;
  name: string;
  image: string | null;
  image_alt_text: string | null;
  current_price: number | null;
  state: number | null;
  available_count: number | null;
  max_cart_quantity: number | null;
  category_id: string | null;
}

/**
 * The lines of one of the user's orders (by gid) with their variants now. No row at all
 * when the order is not the user's; an order whose variants are all gone still answers its lines.
 */
export async function reorderPreviewLines(q: Queryable, orderGid: string, userId: string): Promise<ReorderLineRow[]> {
  const { rows } = await q.query<ReorderLineRow>(
    `SELECT o.id AS order_id, o.gid AS order_gid, o.created_at AS order_created_at,
            l.variant_id, l.quantity, l.unit_price AS unit_price,
            COALESCE(v.gid, l.variant_id) AS gid, COALESCE(v.slug, '') AS slug, COALESCE(v.name, l.variant_id) AS name,
            v.details->'images'->0->>'original' AS image, v.details->>'imageAltText' AS image_alt_text,
            v.price AS current_price, v.state, v.available_count, v.max_cart_quantity,
            p.primary_category_id AS category_id
       FROM orders o
       JOIN order_lines l ON l.order_id = o.id
       LEFT JOIN variants v ON v.id = l.variant_id
       LEFT JOIN products p ON p.id = v.product_id
      WHERE o.gid = $1 AND o.user_id = $2
      ORDER BY l.position`,
    [orderGid, userId],
  );
  return rows;
}

/** A variant offered instead of an unavailable one, with the category it stands in for. */
export interface AlternativeRow {
  id: string;
  gid: string;
  slug: string;
  name: string;
  price: number;
  image: string | null;
  image_alt_text: string | null;
  category_id: string;
}

/**
 * For each category, its `perCategory` best-selling variants that can be bought now (active, in
 * stock), other than the ones named, best first: alternatives to unavailable lines, one
 * statement for the whole order.
 */
export async function alternativesInCategories(
  q: Queryable,
  categoryIds: readonly string[],
  excludeIds: readonly string[],
  perCategory: number,
): Promise<AlternativeRow[]> {
  if (categoryIds.length === 0) return [];
  const { rows } = await q.query<AlternativeRow>(
    `SELECT id, gid, slug, name, price, image, image_alt_text, category_id FROM (
       SELECT v.id, v.gid, v.slug, v.name, v.price,
              v.details->'images'->0->>'original' AS image, v.details->>'imageAltText' AS image_alt_text,
              p.primary_category_id AS category_id,
              row_number() OVER (PARTITION BY p.primary_category_id ORDER BY v.sales_count DESC, v.id) AS rank
         FROM variants v JOIN products p ON p.id = v.product_id
        WHERE p.primary_category_id = ANY($1::text[]) AND v.state = 1 AND v.available_count > 0
          AND NOT (v.id = ANY($2::text[]))
     ) ranked
     WHERE rank <= $3
     ORDER BY category_id, rank`,
    [[...new Set(categoryIds)], [...excludeIds], perCategory],
  );
  return rows;
}

/** One variant the user has bought: how often, how much, and when last. */
export interface PreviouslyOrderedRow {
  id: string;
  gid: string;
  slug: string;
  name: string;
  price: number;
  state: number;
  available_count: number;
  max_cart_quantity: number | null;
  image: string | null;
  image_alt_text: string | null;
  times_ordered: number;
  total_quantity: number;
  last_ordered_at: Date;
}

/**
 * A page of the variants in the user's orders (but those of a fulfilment status in `notBought`) that the catalogue still has, most
 * frequently ordered first, then most recently, then by id (a stable order for paging).
 */
export async function previouslyOrderedPage(
  q: Queryable,
  userId: string,
  notBought: readonly number[],
  limit: number,
  offset: number,
): Promise<PreviouslyOrderedRow[]> {
  const { rows } = await q.query<PreviouslyOrderedRow>(
    `WITH bought AS (
       SELECT l.variant_id, count(DISTINCT o.id)::int AS times_ordered, sum(l.quantity)::int AS total_quantity,
              max(o.created_at) AS last_ordered_at
         FROM orders o JOIN order_lines l ON l.order_id = o.id
        WHERE o.user_id = $1 AND NOT (o.fulfillment_status = ANY($2::int[]))
        GROUP BY l.variant_id)
     SELECT v.id, v.gid, v.slug, v.name, v.price, v.state, v.available_count, v.max_cart_quantity,
            v.details->'images'->0->>'original' AS image, v.details->>'imageAltText' AS image_alt_text,
            b.times_ordered, b.total_quantity, b.last_ordered_at
       FROM bought b JOIN variants v ON v.id = b.variant_id
      ORDER BY b.times_ordered DESC, b.last_ordered_at DESC, v.id
      LIMIT $3 OFFSET $4`,
    [userId, [...notBought], limit, offset],
  );
  return rows;
}

/** How many variants `previouslyOrderedPage` pages through. */
export async function countPreviouslyOrdered(q: Queryable, userId: string, notBought: readonly number[]): Promise<number> {
  const { rows } = await q.query<{ total: number }>(
    `SELECT count(DISTINCT l.variant_id)::int AS total
       FROM orders o JOIN order_lines l ON l.order_id = o.id JOIN variants v ON v.id = l.variant_id
      WHERE o.user_id = $1 AND NOT (o.fulfillment_status = ANY($2::int[]))`,
    [userId, [...notBought]],
  );
  return rows[0]?.total ?? 0;
}
