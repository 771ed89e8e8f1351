import { SHOPPING_LIST_QUANTITY_MAX } from '@gio/contracts';
import type { Queryable } from '../db/database';
import { LISTED_VARIANT_COLUMNS, PRODUCT_JOIN, type VariantRow } from '../catalogue/rows';

/**
 * Shopping lists (`shopping_lists`) and their lines (`shopping_list_variants`), the reminders
 * they send through the outbox, and the variant checks of the lists and favourites.
 */

/** A list with its line and item counts (live lines only). */
export interface ListRow {
  id: string;
  gid: string;
  name: string;
  reminder_interval_days: number | null;
  reminder_next_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
  line_count: number;
  item_count: number;
}

/** A line with its variant and product. */
export type LineRow = VariantRow & { line_quantity: number; line_added_at: Date | string };

/**
 * A list's lines whose variant still exists. Lines keep no foreign key into the catalogue
 * (migration 0300): a line whose variant went with a catalogue import reads as gone, in the
 * counts, the detail, the line bound and add-list alike.
 */
const LIVE_LINES = 'shopping_list_variants s JOIN variants v ON v.id = s.variant_id';

const SUMMARY_SELECT = `SELECT l.id, l.gid, l.name, l.reminder_interval_days, l.reminder_next_at, l.created_at,
    l.updated_at, c.line_count, c.item_count
  FROM shopping_lists l
  CROSS JOIN LATERAL (
    SELECT count(*)::int AS line_count, coalesce(sum(s.quantity), 0)::int AS item_count
      FROM ${LIVE_LINES} WHERE s.shopping_list_id = l.id) c`;

/** Locks the user's row until the transaction ends (the user's list and favourite writes queue on it). */
export async function lockUser(tx: Queryable, userId: string): Promise<void> {
  await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
}

/** The ids among `variantIds` that name a variant. */
export async function knownVariantIds(
  q: Queryable,
  variantIds: readonly string[],
): Promise<string[]> {
  const { rows } = await q.query<{ id: string }>(
    'SELECT id FROM variants WHERE id = ANY($1::text[])',
    [[...variantIds]],
  );
  return rows.map((row) => row.id);
}

/** The user's lists, oldest first, with their counts. */
export async function listsOf(q: Queryable, userId: string): Promise<ListRow[]> {
  const { rows } = await q.query<ListRow>(
    `${SUMMARY_SELECT} WHERE l.user_id = $1 ORDER BY l.created_at, l.id`,
    [userId],
  );
  return rows;
}

/** The user's list of an id or gid with its counts; null when the user has none such. */
export async function ownList(q: Queryable, userId: string, ref: string): Promise<ListRow | null> {
  const { rows } = await q.query<ListRow>(
    `${SUMMARY_SELECT} WHERE (l.id = $1 OR l.gid = $1) AND l.user_id = $2`,
    [ref, userId],
  );
  return rows[0] ?? null;
}

/** A list's lines with their variants and products, newest first (a line whose variant is gone is left out). */
export async function listLines(q: Queryable, listId: string): Promise<LineRow[]> {
  const { rows } = await q.query<LineRow>(
    `SELECT ${LISTED_VARIANT_COLUMNS}, s.quantity AS line_quantity, s.added_at AS line_added_at
         FROM shopping_list_variants s JOIN variants v ON v.id = s.variant_id ${PRODUCT_JOIN}
        WHERE s.shopping_list_id = $1
        ORDER BY s.added_at DESC, s.variant_id`,
    [listId],
  );
  return rows;
}

/** How many lists the user has. */
export async function countLists(q: Queryable, userId: string): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM shopping_lists WHERE user_id = $1',
    [userId],
  );
  return rows[0]?.n ?? 0;
}

/** A new list; its first reminder, when it has one, a whole interval from now. */
export async function insertList(
  tx: Queryable,
  list: { id: string; gid: string; userId: string; name: string; reminderDays: number | null },
): Promise<void> {
  await tx.query(
    `INSERT INTO shopping_lists (id, gid, user_id, name, reminder_interval_days, reminder_next_at)
         VALUES ($1, $2, $3, $4, $5::int, CASE WHEN $5::int IS NULL THEN NULL ELSE now() + make_interval(days => $5::int) END)`,
    [list.id, list.gid, list.userId, list.name, list.reminderDays],
  );
}

/** Locks the user's list of an id or gid; answers its id, or null when the user has none such. */
export async function lockOwnList(
  tx: Queryable,
  userId: string,
  ref: string,
): Promise<string | null> {
  const { rows } = await tx.query<{ id: string }>(
    'SELECT id FROM shopping_lists WHERE (id = $1 OR gid = $1) AND user_id = $2 FOR UPDATE',
    [ref, userId],
  );
  return rows[0]?.id ?? null;
}

/**
 * Renames a list when `name` is given and sets its reminder when `setReminder` (off when
 * `reminderDays` is null); a reminder keeps its next date unless its interval changes.
 */
export async function updateList(
  tx: Queryable,
  listId: string,
  name: string | null,
  setReminder: boolean,
  reminderDays: number | null,
): Promise<void> {
  await tx.query(
    `UPDATE shopping_lists SET
         name = coalesce($2, name),
         reminder_next_at = CASE
           WHEN NOT $3::boolean THEN reminder_next_at
           WHEN $4::int IS NULL THEN NULL
           WHEN reminder_interval_days IS NOT DISTINCT FROM $4::int THEN reminder_next_at
           ELSE now() + make_interval(days => $4::int) END,
         reminder_interval_days = CASE WHEN $3::boolean THEN $4::int ELSE reminder_interval_days END,
         updated_at = now()
       WHERE id = $1`,
    [listId, name, setReminder, reminderDays],
  );
}

/** Marks a list changed now. */
export async function touchList(tx: Queryable, listId: string): Promise<void> {
  await tx.query('UPDATE shopping_lists SET updated_at = now() WHERE id = $1', [listId]);
}

/** Deletes the user's list of an id or gid with its lines; false when the user has none such. */
export async function deleteOwnList(q: Queryable, userId: string, ref: string): Promise<boolean> {
  const { rows } = await q.query<{ id: string }>(
    'DELETE FROM shopping_lists WHERE (id = $1 OR gid = $1) AND user_id = $2 RETURNING id',
    [ref, userId],
  );
  return rows.length > 0;
}

/**
 * The live lines of the user's list of an id or gid, oldest first, as one row with null line
 * columns when it has none; no row when the user has no such list.
 */
export async function ownListLines(
  q: Queryable,
  userId: string,
  ref: string,
): Promise<{ variant_id: string; quantity: number; fulfillment_methods: number[] }[]> {
  const { rows } = await q.query<{
    variant_id: string;
    quantity: number;
    fulfillment_methods: number[];
  }>(
    `SELECT s.variant_id, s.quantity, v.fulfillment_methods
         FROM shopping_lists l
         LEFT JOIN (${LIVE_LINES}) ON s.shopping_list_id = l.id
        WHERE (l.id = $1 OR l.gid = $1) AND l.user_id = $2
        ORDER BY s.added_at, s.variant_id`,
    [ref, userId],
  );
  return rows;
}

/** Removes a variant's line from a list. */
export async function deleteLine(tx: Queryable, listId: string, variantId: string): Promise<void> {
  await tx.query(
    'DELETE FROM shopping_list_variants WHERE shopping_list_id = $1 AND variant_id = $2',
    [listId, variantId],
  );
}

/** Sets a variant's quantity on a list, adding the line when missing. */
export async function setLine(
  tx: Queryable,
  listId: string,
  variantId: string,
  quantity: number,
): Promise<void> {
  await tx.query(
    `INSERT INTO shopping_list_variants (shopping_list_id, variant_id, quantity) VALUES ($1, $2, $3)
           ON CONFLICT (shopping_list_id, variant_id) DO UPDATE SET quantity = EXCLUDED.quantity`,
    [listId, variantId, quantity],
  );
}

/** Removes the lines of a list whose variant is not one of `keepVariantIds`. */
export async function deleteLinesExcept(
  tx: Queryable,
  listId: string,
  keepVariantIds: readonly string[],
): Promise<void> {
  await tx.query(
    'DELETE FROM shopping_list_variants WHERE shopping_list_id = $1 AND NOT (variant_id = ANY($2::text[]))',
    [listId, keepVariantIds],
  );
}

/**
 * Writes lines to a list: a new variant is added; a listed one gains the quantity (mode add,
 * capped) or takes it (mode replace).
 */
export async function upsertLines(
  tx: Queryable,
  listId: string,
  lines: readonly { variantId: string; quantity: number }[],
  mode: 'add' | 'replace',
): Promise<void> {
  const quantity =
    mode === 'add'
      ? `LEAST(shopping_list_variants.quantity + EXCLUDED.quantity, ${SHOPPING_LIST_QUANTITY_MAX})`
      : 'EXCLUDED.quantity';
  await tx.query(
    `INSERT INTO shopping_list_variants (shopping_list_id, variant_id, quantity)
       SELECT $1, t.variant_id, t.quantity FROM unnest($2::text[], $3::int[]) AS t(variant_id, quantity)
       ON CONFLICT (shopping_list_id, variant_id) DO UPDATE SET quantity = ${quantity}`,
    [listId, lines.map((line) => line.variantId), lines.map((line) => line.quantity)],
  );
}

/** How many live lines a list has. */
export async function countLiveLines(q: Queryable, listId: string): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${LIVE_LINES} WHERE s.shopping_list_id = $1`,
    [listId],
  );
  return rows[0]?.n ?? 0;
}

/**
 * Sends the due reminders, at most `limit`: each due list's next reminder moves a whole
 * interval past now and one e-mail to its owner goes to the outbox, in one statement. SKIP
 * LOCKED lets replicas sweep at the same time without sending a reminder twice. Answers how
 * many went to the outbox.
 */
export async function sendDueReminders(
  q: Queryable,
  publicOrigin: string,
  limit: number,
): Promise<number> {
  const { rows } = await q.query<{ id: string }>(
    `WITH due AS (
         UPDATE shopping_lists l
            SET reminder_next_at = now() + make_interval(days => l.reminder_interval_days)
          WHERE l.id IN (
                  SELECT id FROM shopping_lists WHERE reminder_next_at <= now()
                   ORDER BY reminder_next_at LIMIT $2 FOR UPDATE SKIP LOCKED)
            AND l.reminder_next_at <= now()
         RETURNING l.gid, l.name, l.user_id
       )
       INSERT INTO outbox_messages (id, channel, recipient, kind, subject, body)
       SELECT 'msg_' || replace(gen_random_uuid()::text, '-', ''), 'email', u.email, 'list-reminder',
              'Giỏ: đến lúc mua sắm theo danh sách "' || due.name || '"',
              'Xin chào ' || coalesce(nullif(u.first_name, ''), 'bạn') || ',' || chr(10) || chr(10) ||
              'Bạn đã hẹn Giỏ nhắc mua sắm theo danh sách "' || due.name || '".' || chr(10) ||
              'Mở danh sách và thêm vào giỏ hàng: ' || $1 || '/account/shopping-lists/' || due.gid
         FROM due JOIN users u ON u.id = due.user_id
       RETURNING id`,
    [publicOrigin, limit],
  );
  return rows.length;
}
