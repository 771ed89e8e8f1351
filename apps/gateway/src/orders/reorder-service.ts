import type { PreviouslyOrderedProduct, ReorderPreview } from '@gio/contracts';
import { CategoryKind, FulfillmentStatus as F, VariantState } from '@gio/domain-enums';
import { classifyReorderLine, ReorderLineStatus } from '@gio/domain-orders';
import { imageUrl, variantPath } from '../catalogue/views';
import type { Queryable } from '../db/database';
import { notFound } from '../http/app-error';
import { text } from '../i18n/texts';
import { checkOrderGid } from './order-service';
import {
  alternativesInCategories,
  countPreviouslyOrdered,
  previouslyOrderedPage,
  reorderPreviewLines,
  type AlternativeRow,
  type ReorderLineRow,
} from './reorder-store';

/**
 * Orders whose goods never reached the shopper: their products are not "bought before". A
 * wholly cancelled order (the shopper changed their mind, the payment was declined) or one that
 * failed to fulfil says nothing about what they buy.
 */
export const NOT_BOUGHT_STATUSES: readonly number[] = [F.CANCELLED, F.FAILED_TO_FULFILL];


type VariantRef = ReorderPreview['lines'][number]['variant'];

function refOf(row: Pick<ReorderLineRow, 'gid' | 'slug' | 'name' | 'image' | 'image_alt_text'> & { id: string }): VariantRef {
  return {
    id: row.id,
    gid: row.gid,
    name: row.name,
    // A variant the catalogue no longer has has no page.
    path: row.slug ? variantPath(row) : '',
    image: row.image ? imageUrl(row.image) : null,
    imageAltText: row.image_alt_text ?? row.name,
  };
}

const alternativeOf = (row: AlternativeRow) => ({ variant: refOf(row), price: row.price });

/**
 * Order again (`GET /api/orders/:id/reorder-preview`) and the shopper's previously ordered
 * products (`GET /api/previously-ordered/:pages/:range`). Reads only: the add itself is the cart's
 * `POST /api/carts/add-order`, which applies the same limits line by line.
 */
export class ReorderService {
  constructor(private readonly db: Queryable) {}

  /** Each line of one of the user's orders as it would go in the cart today; another user's order is not found. */
  async preview(userId: string, gid: string): Promise<ReorderPreview> {
    checkOrderGid(gid);
    const rows = await reorderPreviewLines(this.db, gid, userId);
    const first = rows[0];
    if (!first) throw notFound('Order');
    const classified = rows.map((row) => ({
      row,
      diff: classifyReorderLine({
        orderedQuantity: row.quantity,
        orderedPrice: row.unit_price,
        current:
          row.state === null || row.current_price === null
            ? null
            : {
                state: row.state,
                price: row.current_price,
                availableCount: row.available_count ?? 0,
                maxCartQuantity: row.max_cart_quantity,
              },
      }),
    }));
    // Alternatives for the unavailable lines: never the order's own variants, and each offered
    // once (two lines of one category get its two best sellers).
    const perCategory = new Map<string, number>();
    for (const { row, diff } of classified) {
      if (diff.status === ReorderLineStatus.UNAVAILABLE && row.category_id !== null)
        perCategory.set(row.category_id, (perCategory.get(row.category_id) ?? 0) + 1);
    }
    const candidates = await alternativesInCategories(
      this.db,
      [...perCategory.keys()],
      rows.map((row) => row.variant_id),
      Math.max(0, ...perCategory.values()),
    );
    const lines = classified.map(({ row, diff }) => {
      let alternative = null;
      if (diff.status === ReorderLineStatus.UNAVAILABLE && row.category_id !== null) {
        const at = candidates.findIndex((candidate) => candidate.category_id === row.category_id);
        const [found] = at === -1 ? [] : candidates.splice(at, 1);
        if (found) alternative = alternativeOf(found);
      }
      return {
        variant: refOf({ ...row, id: row.variant_id }),
        status: diff.status,
        orderedQuantity: row.quantity,
        quantity: diff.quantity,
        orderedPrice: row.unit_price,
        currentPrice: diff.currentPrice,
        priceChanged: diff.priceChanged,
        alternative,
      };
    });
    return { orderGid: first.order_gid, createdAt: new Date(first.order_created_at).toISOString(), lines };
  }

  /** One page of the user's previously ordered products, with the next page's API URL. */
  async previouslyOrdered(userId: string, page: number, range: number) {
    const [rows, total] = await Promise.all([
      previouslyOrderedPage(this.db, userId, NOT_BOUGHT_STATUSES, range, (page - 1) * range),
      countPreviouslyOrdered(this.db, userId, NOT_BOUGHT_STATUSES),
    ]);
    const hasNext = page * range < total;
    const products: PreviouslyOrderedProduct[] = rows.map((row) => ({
      variant: refOf(row),
      price: row.price,
      available: row.state === VariantState.ACTIVE && row.available_count > 0,
      timesOrdered: row.times_ordered,
      totalQuantity: row.total_quantity,
      lastOrderedAt: new Date(row.last_ordered_at).toISOString(),
    }));
    return {
      category: { type: CategoryKind.CATEGORY, name: text('common', 'account.reorder.list_name') },
      products,
      pagination: {
        paginationApiUrl: hasNext ? `/api/previously-ordered/${page + 1}/${range}` : null,
        hasNextCategory: hasNext,
        page,
        range,
        totalCount: total,
      },
    };
  }
}
