import type { CartGroupView, CartLineView, CartView } from '@gio/contracts';
import {
  cartBadgeText,
  freeShippingProgress,
  freeShippingThreshold,
  groupCart,
  groupFulfillmentMethodType,
  isExpressFulfiller,
  isInvalidCart,
  isMultiCart,
  maxPurchasableOf,
  orderMinimumStatuses,
  overallOrderMinimumMet,
  subtotalMinor,
  totalQuantity,
  type CartGroup,
  type CartLine,
  type CartSiteRules,
  type MinimumSpendByFulfillmentMethod,
} from '@gio/domain-cart';
import { FulfillmentMethod } from '@gio/domain-enums';
import { isLimitReached, isSample, remainingQuantity } from '@gio/domain-quantity';
import { isUnavailable } from '@gio/domain-stock';
import type { CatalogueLoaders } from '../catalogue/loaders';
import { variantView } from '../catalogue/views';
import type { SiteConfig, VariantView } from '@gio/contracts';
import { canEditCart, canPlaceOrder, canSubmitForApproval, type CartOwner } from './cart-owner';
import {
  factsOf,
  type CartVariantRow,
  type ShippingConfigRow,
  type StoredLine,
} from './cart-store';

/** A stored line whose variant exists, as the domain's cart line plus the catalogue row. */
export interface PricedLine {
  readonly stored: StoredLine;
  readonly row: CartVariantRow;
  readonly line: CartLine;
}

/** The domain cart lines of the stored lines that still have a variant (storefront.md §3). */
export function pricedLines(owner: CartOwner, lines: readonly StoredLine[]): PricedLine[] {
  const priced: PricedLine[] = [];
  for (const stored of lines) {
    const row = stored.variant;
    if (!row) continue;
    priced.push({
      stored,
      row,
      line: {
        variant: {
          id: row.id,
          gid: row.gid,
          price: row.price,
          productType: row.product_type,
          name: row.name,
          state: row.state,
          availableCount: row.available_count,
          maxCartQuantity: row.max_cart_quantity,
        },
        quantity: stored.quantity,
        warehouseId: stored.warehouseId,
        userId: owner.kind === 'guest' ? null : owner.ownerId,
        guestId: owner.kind === 'guest' ? owner.ownerId : null,
        fulfillerLocationId: stored.fulfillerLocationId,
        fulfillmentMethod: stored.fulfillmentMethod,
        fulfillerType: row.fulfiller_type,
        customerItemPickingNotes: stored.customerItemPickingNotes,
      },
    });
  }
  return priced;
}

/** A cart group with what checkout and the cart screen need of it. */
export interface PricedGroup {
  readonly group: CartGroup;
  readonly subtotal: number;
  readonly shippingConfigs: ShippingConfigRow[];
  readonly orderMinimum: {
    status: 'met' | 'unmet';
    minimumSpend: number | null;
    remaining: number;
  };
  readonly freeShipping: CartGroupView['freeShipping'];
}

/**
 * The shipping config of a group: the rows of its fulfiller type whose method falls in the
 * group (local delivery and pickup merged), the fulfiller-specific ones only when every line of
 * the group comes from that fulfiller.
 */
function groupShippingConfigs(
  group: CartGroup,
  fulfillerIds: ReadonlySet<string>,
  rows: readonly ShippingConfigRow[],
): ShippingConfigRow[] {
  const soleFulfiller = fulfillerIds.size === 1 ? [...fulfillerIds][0] : null;
  return rows.filter(
    (row) =>
      row.fulfiller_type === group.fulfillerType &&
      groupFulfillmentMethodType(row.fulfillment_method_type) === group.fulfillmentMethodType &&
      (row.fulfiller_id === null || row.fulfiller_id === soleFulfiller),
  );
}

/**
 * The rates of a group that its lines use: in a group merging local delivery and pickup, the
 * delivery rates as soon as one line is delivered (pickup costs nothing and never ships), the
 * pickup rates when every line is picked up. Free-shipping progress is read from these.
 */
function shippingRatesInUse(
  group: CartGroup,
  configs: readonly ShippingConfigRow[],
): ShippingConfigRow[] {
  const methods = new Set(group.lines.map((line) => line.fulfillmentMethod));
  if (methods.size > 1) methods.delete(FulfillmentMethod.IN_STORE_PICKUP);
  return configs.filter((config) => methods.has(config.fulfillment_method_type));
}

/**
 * storefront.md §4 Cart groups and §9 free shipping: groups of the cart with their shipping
 * config, order-minimum status (minimumSpendByFulfillmentMethod) and free-shipping progress.
 * Amounts are đồng, which has no smaller unit, so the spec's 0.01 "free with no limit" price reads
 * as a threshold of 0.
 */
export function priceGroups(
  lines: readonly PricedLine[],
  shippingRows: readonly ShippingConfigRow[],
  minimums: MinimumSpendByFulfillmentMethod,
): { groups: PricedGroup[]; isInvalid: boolean; overallMinimumMet: boolean } {
  const fulfillerOf = new Map(lines.map((p) => [p.line.variant.id, p.row.fulfiller_id]));
  const groups = groupCart(lines.map((p) => p.line));
  const statuses = orderMinimumStatuses(groups, minimums);
  const configByGroup: Record<string, ShippingConfigRow[]> = {};
  const priced = groups.map((group): PricedGroup => {
    const fulfillers = new Set(group.lines.map((line) => fulfillerOf.get(line.variant.id) ?? ''));
    const shippingConfigs = groupShippingConfigs(group, fulfillers, shippingRows);
    configByGroup[group.groupIdentifier] = shippingConfigs;
    const subtotal = subtotalMinor(group.lines);
    const minimumSpend = minimums[group.fulfillmentMethodType] ?? null;
    const threshold = freeShippingThreshold(
      shippingRatesInUse(group, shippingConfigs).map((c) => ({
        price: c.price,
        flatPrice: c.flat_price,
        speedType: c.speed_type,
      })),
    );
    const progress = freeShippingProgress(subtotal, threshold);
    return {
      group,
      subtotal,
      shippingConfigs,
      orderMinimum: {
        status: statuses[group.groupIdentifier] ?? 'met',
        minimumSpend,
        remaining: minimumSpend === null ? 0 : Math.max(0, minimumSpend - subtotal),
      },
      freeShipping: {
        kind: threshold.kind,
        threshold:
          threshold.kind === 'threshold'
            ? threshold.amount
            : threshold.kind === 'free-no-limit'
              ? 0
              : null,
        reached: progress.reached,
        remaining: progress.remaining,
      },
    };
  });
  return {
    groups: priced,
    isInvalid: isInvalidCart(groups, configByGroup),
    overallMinimumMet: overallOrderMinimumMet(statuses),
  };
}

/** The site values of storefront.md §5 the cart rules read. */
export function siteRules(site: SiteConfig): CartSiteRules {
  return {
    addToCartMaxAtOnce: site.addToCartMaxAtOnce,
    maxCountOfSamplesAddToCart: site.maxCountOfSamplesAddToCart,
    maxCountPerSampleAddToCart: site.maxCountPerSampleAddToCart,
  };
}

export interface CartViewInput {
  readonly owner: CartOwner | null;
  readonly cart: { id: string; updatedAt: Date } | null;
  readonly lines: readonly StoredLine[];
  readonly shippingRows: readonly ShippingConfigRow[];
  readonly promoRows: readonly CartVariantRow[];
  readonly ageConfirmed: boolean;
  readonly site: SiteConfig;
  readonly loaders: CatalogueLoaders;
}

/**
 * Views of the promotion offers' rows, which `CartReferenceReads` shares between answers for a
 * couple of seconds within one reference snapshot: each shared row's view is built once (keyed
 * by the row object, so it goes when the row does) instead of once per answer.
 */
const promoViews = new WeakMap<CartVariantRow, Promise<VariantView>>();

function promoView(
  row: CartVariantRow,
  loaders: CatalogueLoaders,
  site: SiteConfig,
): Promise<VariantView> {
  let view = promoViews.get(row);
  if (!view) {
    view = variantView(row, loaders, site);
    promoViews.set(row, view);
    view.catch(() => promoViews.delete(row));
  }
  return view;
}

/** The cart as the contract's `cartSchema` describes it. */
export async function buildCartView(input: CartViewInput): Promise<CartView> {
  const { owner, site, loaders } = input;
  const rules = siteRules(site);
  const priced = owner ? pricedLines(owner, input.lines) : [];
  const { groups, isInvalid, overallMinimumMet } = priceGroups(
    priced,
    input.shippingRows,
    site.minimumSpendByFulfillmentMethod,
  );
  // The cart's statements read each variant's category ids along: its views need no statement.
  for (const row of [...priced.map((p) => p.row), ...input.promoRows]) {
    if (row.category_ids) loaders.primeCategories(row.product_id, row.category_ids);
  }
  const cartVariants = await Promise.all(
    priced.map(async ({ stored, row, line }): Promise<CartLineView> => {
      const max = maxPurchasableOf(factsOf(row), rules);
      return {
        variant: await variantView(row, loaders, site),
        quantity: line.quantity,
        warehouse: line.warehouseId,
        user: stored.addedByUserId,
        guest: stored.addedByUserId === null,
        fulfillerLocation: line.fulfillerLocationId,
        fulfillmentMethod: line.fulfillmentMethod,
        fulfillerType: line.fulfillerType,
        customerItemPickingNotes: line.customerItemPickingNotes ?? null,
        price: line.variant.price,
        subtotal: line.variant.price * line.quantity,
        maxPurchasable: max,
        remaining: remainingQuantity(max, line.quantity),
        limitReached: isLimitReached(max, line.quantity),
        unavailable: isUnavailable({ state: row.state, availableCount: row.available_count }),
        addedAt: stored.addedAt.toISOString(),
      };
    }),
  );
  const promoVariants = await Promise.all(
    input.promoRows.map((row) => promoView(row, loaders, site)),
  );
  const lines = priced.map((p) => p.line);
  const total = totalQuantity(lines);
  return {
    id: input.cart?.id ?? null,
    scope:
      owner?.kind === 'organization'
        ? 'organization'
        : owner?.kind === 'user'
          ? 'personal'
          : 'guest',
    organization: owner?.organization
      ? { id: owner.organization.id, name: owner.organization.name }
      : null,
    cartVariants,
    groups: groups.map(({ group, subtotal, shippingConfigs, orderMinimum, freeShipping }) => ({
      groupIdentifier: group.groupIdentifier,
      fulfillerType: group.fulfillerType,
      fulfillmentMethodType: group.fulfillmentMethodType,
      warehouse: group.warehouseId,
      variants: group.lines.map((line) => line.variant.id),
      isExpress: isExpressFulfiller(group.fulfillerType),
      subtotal,
      totalQuantity: totalQuantity(group.lines),
      shippingConfig: shippingConfigs.map((c) => ({
        id: c.id,
        name: c.name,
        fulfillerId: c.fulfiller_id,
        fulfillmentMethodType: c.fulfillment_method_type,
        price: c.price,
        flatPrice: c.flat_price,
        speedType: c.speed_type,
      })),
      orderMinimum,
      freeShipping,
    })),
    isMultiCart: isMultiCart(groups.map((g) => g.group)),
    isInvalid,
    overallOrderMinimumMet: overallMinimumMet,
    subtotal: subtotalMinor(lines),
    totalQuantity: total,
    badge: cartBadgeText(total),
    samples: {
      count: new Set(
        lines.filter((line) => isSample(line.variant.productType)).map((line) => line.variant.id),
      ).size,
      allowed: rules.maxCountOfSamplesAddToCart,
    },
    offers: { promoVariants },
    permissions: {
      canEdit: owner ? canEditCart(owner) : true,
      canPlaceOrder: owner ? canPlaceOrder(owner) : true,
      canSubmitForApproval: owner ? canSubmitForApproval(owner) : false,
    },
    ageConfirmed: input.ageConfirmed,
    addToCartMaxAtOnce: rules.addToCartMaxAtOnce,
    updatedAt: input.cart ? input.cart.updatedAt.toISOString() : null,
  };
}
