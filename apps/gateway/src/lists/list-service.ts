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
import type { CatalogueService } from '../catalogue/service';
import type { Database, Queryable } from '../db/database';
import { newId } from '../security/random';
import {
  countLists,
  countLiveLines,
  deleteLine,
  deleteLinesExcept,
  deleteOwnList,
  insertList,
  listLines,
  listsOf,
  lockOwnList,
  lockUser,
  ownList,
  ownListLines,
  setLine,
  touchList,
  updateList,
  upsertLines,
  type ListRow,
} from './list-store';
import { iso, unknownVariantIds, viewsOfRows } from './variant-lines';

/** What a write may change besides the lines; undefined leaves a field as it is. */
export interface ListChanges {
  readonly listName?: string;
  /** null switches the reminder off. */
  readonly reminder?: { intervalDays: number } | null;
}

/** How an update treats the lines it is sent. */
type LineMode = 'add' | 'replace';

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
    return (await listsOf(db, userId)).map(summaryView);
  }

  /** One list with its lines, newest line first; 404 unless it is the user's. */
  async detail(userId: string, ref: string, db: Queryable): Promise<ShoppingListView> {
    const list = await ownList(db, userId, ref);
    if (!list) throw listNotFound();
    const lines = await listLines(db, list.id);
    const variants = await viewsOfRows(this.catalogue, lines);
    return {
      ...summaryView(list),
      listVariant: lines.map((line, index) => ({
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
      await lockUser(tx, userId);
      if ((await countLists(tx, userId)) >= SHOPPING_LISTS_MAX) {
        throw new AppError(
          409,
          ListErrorCode.SHOPPING_LIST_LIMIT,
          `Bạn chỉ có thể tạo tối đa ${SHOPPING_LISTS_MAX} danh sách.`,
        );
      }
      const listId = newId('shl');
      const reminderDays = input.reminder?.intervalDays ?? null;
      await insertList(tx, { id: listId, gid: newGid(), userId, name: input.listName, reminderDays });
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
        await deleteLine(tx, listId, line.variantId);
      } else {
        await this.requireVariants(tx, [line.variantId], 'listVariant.variantId');
        await setLine(tx, listId, line.variantId, line.quantity);
        await this.checkLineCount(tx, listId);
      }
      await touchList(tx, listId);
      return listId;
    });
    return this.detail(userId, id, this.db);
  }

  /** DELETE /api/lists/delete/{id}: answers the lists left. */
  async remove(userId: string, ref: string): Promise<ShoppingListSummaryView[]> {
    if (!(await deleteOwnList(this.db, userId, ref))) throw listNotFound();
    return this.lists(userId, this.db);
  }

  /** The lines of the user's list (variant and quantity), oldest first; 404 unless it is theirs. */
  async lines(
    userId: string,
    ref: string,
  ): Promise<{ variantId: string; quantity: number; fulfillmentMethods: number[] }[]> {
    const rows = await ownListLines(this.db, userId, ref);
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
    const id = await lockOwnList(tx, userId, ref);
    if (!id) throw listNotFound();
    return id;
  }

  private async applyChanges(tx: Queryable, listId: string, changes: ListChanges): Promise<void> {
    const setReminder = changes.reminder !== undefined;
    const reminderDays = changes.reminder?.intervalDays ?? null;
    // A reminder keeps its next date unless its interval changes.
    await updateList(tx, listId, changes.listName ?? null, setReminder, reminderDays);
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
      await deleteLinesExcept(
        tx,
        listId,
        lines.map((line) => line.variantId),
      );
    }
    if (lines.length === 0) return;
    await upsertLines(tx, listId, lines, mode);
    await this.checkLineCount(tx, listId);
  }

  private async checkLineCount(tx: Queryable, listId: string): Promise<void> {
    if ((await countLiveLines(tx, listId)) > SHOPPING_LIST_LINES_MAX) {
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
