import type { ListedEntityView, ListedVariantView } from '@gio/contracts';
import type { ListedVariantFragment, PlesPage } from './operations';

type StockStatus = ListedVariantView['stockStatus'];

/** The contract's stock states; a `Record` so that a state added there must be added here. */
const STOCK_STATUSES: Readonly<Record<StockStatus, true>> = {
  'in-stock': true,
  limited: true,
  'out-of-stock': true,
  discontinued: true,
};

function stockStatusOf(value: string, inStock: boolean): StockStatus {
  if (Object.prototype.hasOwnProperty.call(STOCK_STATUSES, value)) return value as StockStatus;
  return inStock ? 'in-stock' : 'out-of-stock';
}

/**
 * A variant of the GraphQL fragment `ListedVariant` as the page data's lists carry it (libs/contracts
 * `listedVariantSchema`): the same fields, the SDL's `String` stock state narrowed to the
 * contract's states (an unknown one reads as in or out of stock by `inStock`).
 */
export function toListedVariant(variant: ListedVariantFragment): ListedVariantView {
  return { ...variant, stockStatus: stockStatusOf(variant.stockStatus, variant.inStock) };
}

/** A page's entries as product tiles show them; an entry without a variant shows nothing. */
export function listedEntitiesOf(page: Pick<PlesPage, 'productListEntities'>): ListedEntityView[] {
  return page.productListEntities.flatMap((entry) =>
    entry.variant
      ? [{ type: entry.type, id: entry.id, variant: toListedVariant(entry.variant) }]
      : [],
  );
}
