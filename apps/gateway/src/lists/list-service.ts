import { AppError, notFound } from '../http/app-error';
import {
  ApiErrorCode,
  ListErrorCode,
  SHOPPING_LIST_LINES_MAX,
  SHOPPING_LIST_QUANTITY_MAX,
  SHOPPING_LISTS_MAX,
  type ListVariantInput,
  type ShoppingListSummaryView,
  type ShoppingListView,
} from '@gio/contracts';
import { randomBytes } from 'node:crypto';
import { LISTED_VARIANT_COLUMNS, PRODUCT_JOIN, type VariantRow } from '../catalogue/rows';
import type { CatalogueService } from '../catalogue/service';
import type { Database, Queryable } from '../db/database';
import { newId } from '../security/random';
import { iso, unknownVariantIds, viewsOfRows } from './variant-lines';

interface ListRow {
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

type LineRow = VariantRow & { line_quantity: number; line_added_at: Date | string };

/** What a write may change besides the lines; undefined leaves a field as it is. */
export interface ListChanges {
  readonly listName?: string;
  /** null switches the reminder off. */
  readonly reminder?: { intervalDays: number } | null;
}

/** How an update treats the lines it is sent. */
type LineMode = 'add' | 'replace';

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

const listNotFound = (): AppError => notFound('Shopping list');

/** A list's public id: 72 random bits, URL-safe, so that nobody walks other users' lists. */
const newGid = (): string => randomBytes(9).toString('base64url');

function summaryView(row: ListRow): ShoppingListSummaryView {
  return {
    shoppingListId: row.id,
    gid: row.gid,
    name: row.name,
    listName: row.name,
    reminder:
      row.reminder_interval_days !== null && row.reminder_next_at !== null
        ? { intervalDays: row.reminder_interval_days, nextReminderAt: iso(row.reminder_next_at) }
        : null,
    lineCount: row.line_count,
    itemCount: row.item_count,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/** Lines sent twice for one variant count once, with their quantities added (capped). */
function mergeLines(lines: readonly ListVariantInput[]): ListVariantInput[] {
  const byVariant = new Map<string, number>();
  for (const line of lines) {
    byVariant.set(line.variantId, (byVariant.get(line.variantId) ?? 0) + line.quantity);
  }
  return [...byVariant].map(([variantId, quantity]) => ({
    variantId,
    quantity: Math.min(quantity, SHOPPING_LIST_QUANTITY_MAX),
  }));
}

/**
 * Shopping lists (accounts.md §3 "Shopping list", §7 lists calls). Every call takes the
 * signed-in user's id and touches only that user's lists: a list of someone else answers 404
 * exactly like a list that does not exist. A list is named by its id (shoppingListId) or its gid.
 */
export class ShoppingListService {
  constructor(
    private readonly db: Database,
    private readonly catalogue: CatalogueService,
  ) {}

  /** The user's lists, oldest first, with their line and item counts. */
  async lists(userId: string, db: Queryable): Promise<ShoppingListSummaryView[]> {
    const { rows } = await db.query<ListRow>(
      `${SUMMARY_SELECT} WHERE l.user_id = $1 ORDER BY l.created_at, l.id`,
      [userId],
    );
    return rows.map(summaryView);
  }

  /** One list with its lines, newest line first; 404 unless it is the user's. */
  async detail(userId: string, ref: string, db: Queryable): Promise<ShoppingListView> {
    const { rows } = await db.query<ListRow>(
      `${SUMMARY_SELECT} WHERE (l.id = $1 OR l.gid = $1) AND l.user_id = $2`,
      [ref, userId],
    );
    const list = rows[0];
    if (!list) throw listNotFound();
    const lines = await db.query<LineRow>(
      `SELECT ${LISTED_VARIANT_COLUMNS}, s.quantity AS line_quantity, s.added_at AS line_added_at
         FROM shopping_list_variants s JOIN variants v ON v.id = s.variant_id ${PRODUCT_JOIN}
        WHERE s.shopping_list_id = $1
        ORDER BY s.added_at DESC, s.variant_id`,
      [list.id],
    );
    const variants = await viewsOfRows(this.catalogue, lines.rows);
    return {
      ...summaryView(list),
      listVariant: lines.rows.map((line, index) => ({
        variantId: line.id,
        quantity: line.line_quantity,
        addedAt: iso(line.line_added_at),
        variant: variants[index] as (typeof variants)[number],
      })),
    };
  }

  /** POST /api/lists/create: a new list, with its first lines when sent. */
  async create(
    userId: string,
    input: ListChanges & { listName: string; lines: readonly ListVariantInput[] },
  ): Promise<ShoppingListView> {
    const id = await this.db.transaction(async (tx) => {
      // The user's row serialises their creates, so the list bound holds under concurrency.
      await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
      const { rows } = await tx.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM shopping_lists WHERE user_id = $1',
        [userId],
      );
      if ((rows[0]?.n ?? 0) >= SHOPPING_LISTS_MAX) {
        throw new AppError(
          409,
          ListErrorCode.SHOPPING_LIST_LIMIT,
          `Bạn chỉ có thể tạo tối đa ${SHOPPING_LISTS_MAX} danh sách.`,
        );
      }
      const listId = newId('shl');
      const reminderDays = input.reminder?.intervalDays ?? null;
      await tx.query(
        `INSERT INTO shopping_lists (id, gid, user_id, name, reminder_interval_days, reminder_next_at)
         VALUES ($1, $2, $3, $4, $5::int, CASE WHEN $5::int IS NULL THEN NULL ELSE now() + make_interval(days => $5::int) END)`,
        [listId, newGid(), userId, input.listName, reminderDays],
      );
      await this.writeLines(tx, listId, input.lines, 'add');
      return listId;
    });
    return this.detail(userId, id, this.db);
  }

  /**
   * PUT /api/lists/update (mode add: a variant already listed gains the quantity) and
   * PUT /api/lists/replace (mode replace: the lines become exactly the ones sent).
   */
  async update(
    userId: string,
    ref: string,
    changes: ListChanges,
    lines: readonly ListVariantInput[],
    mode: LineMode,
  ): Promise<ShoppingListView> {
    const id = await this.db.transaction(async (tx) => {
      const listId = await this.lockOwnList(tx, userId, ref);
      await this.applyChanges(tx, listId, changes);
      await this.writeLines(tx, listId, lines, mode);
      return listId;
    });
    return this.detail(userId, id, this.db);
  }

  /** POST /api/lists/change: sets one line's quantity; 0 removes it, a new variant is added. */
  async change(
    userId: string,
    ref: string,
    line: { variantId: string; quantity: number },
  ): Promise<ShoppingListView> {
    const id = await this.db.transaction(async (tx) => {
      const listId = await this.lockOwnList(tx, userId, ref);
      if (line.quantity === 0) {
        await tx.query(
          'DELETE FROM shopping_list_variants WHERE shopping_list_id = $1 AND variant_id = $2',
          [listId, line.variantId],
        );
      } else {
        await this.requireVariants(tx, [line.variantId], 'listVariant.variantId');
        await tx.query(
          `INSERT INTO shopping_list_variants (shopping_list_id, variant_id, quantity) VALUES ($1, $2, $3)
           ON CONFLICT (shopping_list_id, variant_id) DO UPDATE SET quantity = EXCLUDED.quantity`,
          [listId, line.variantId, line.quantity],
        );
        await this.checkLineCount(tx, listId);
      }
      await tx.query('UPDATE shopping_lists SET updated_at = now() WHERE id = $1', [listId]);
      return listId;
    });
    return this.detail(userId, id, this.db);
  }

  /** DELETE /api/lists/delete/{id}: answers the lists left. */
  async remove(userId: string, ref: string): Promise<ShoppingListSummaryView[]> {
    const { rows } = await this.db.query<{ id: string }>(
      'DELETE FROM shopping_lists WHERE (id = $1 OR gid = $1) AND user_id = $2 RETURNING id',
      [ref, userId],
    );
    if (rows.length === 0) throw listNotFound();
    return this.lists(userId, this.db);
  }

  /** The lines of the user's list (variant and quantity), oldest first; 404 unless it is theirs. */
  async lines(
    userId: string,
    ref: string,
  ): Promise<{ variantId: string; quantity: number; fulfillmentMethods: number[] }[]> {
    const { rows } = await this.db.query<{
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
    if (rows.length === 0) throw listNotFound();
    return rows
      .filter((row) => row.variant_id !== null)
      .map((row) => ({
        variantId: row.variant_id,
        quantity: row.quantity,
        fulfillmentMethods: row.fulfillment_methods,
      }));
  }

  private async lockOwnList(tx: Queryable, userId: string, ref: string): Promise<string> {
    const { rows } = await tx.query<{ id: string }>(
      'SELECT id FROM shopping_lists WHERE (id = $1 OR gid = $1) AND user_id = $2 FOR UPDATE',
      [ref, userId],
    );
    const id = rows[0]?.id;
    if (!id) throw listNotFound();
    return id;
  }

  private async applyChanges(tx: Queryable, listId: string, changes: ListChanges): Promise<void> {
    const setReminder = changes.reminder !== undefined;
    const reminderDays = changes.reminder?.intervalDays ?? null;
    // A reminder keeps its next date unless its interval changes.
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
      [listId, changes.listName ?? null, setReminder, reminderDays],
    );
  }

  private async writeLines(
    tx: Queryable,
    listId: string,
    sent: readonly ListVariantInput[],
    mode: LineMode,
  ): Promise<void> {
    const lines = mergeLines(sent);
    await this.requireVariants(
      tx,
      lines.map((line) => line.variantId),
      'listVariant.variantId',
    );
    if (mode === 'replace') {
      await tx.query(
        'DELETE FROM shopping_list_variants WHERE shopping_list_id = $1 AND NOT (variant_id = ANY($2::text[]))',
        [listId, lines.map((line) => line.variantId)],
      );
    }
    if (lines.length === 0) return;
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
    await this.checkLineCount(tx, listId);
  }

  private async checkLineCount(tx: Queryable, listId: string): Promise<void> {
    const { rows } = await tx.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${LIVE_LINES} WHERE s.shopping_list_id = $1`,
      [listId],
    );
    if ((rows[0]?.n ?? 0) > SHOPPING_LIST_LINES_MAX) {
      throw new AppError(
        409,
        ListErrorCode.SHOPPING_LIST_FULL,
        `Một danh sách chứa tối đa ${SHOPPING_LIST_LINES_MAX} sản phẩm.`,
        'listVariant',
      );
    }
  }

  private async requireVariants(
    tx: Queryable,
    ids: readonly string[],
    field: string,
  ): Promise<void> {
    const unknown = await unknownVariantIds(tx, ids);
    if (unknown.length > 0) {
      throw new AppError(
        404,
        ApiErrorCode.NOT_FOUND,
        `Variant not found: ${unknown.join(', ')}`,
        field,
      );
    }
  }
}
