import { FulfillerType, FulfillmentMethod } from '@gio/domain-enums';
import type { CartLine } from './cart-line';
import { subtotalMinor } from './subtotal';

/** A cart group (storefront.md §3): lines sharing a fulfiller type and a fulfilment method type. */
export interface CartGroup {
  /** `${fulfillerType}_${fulfillmentMethodType}` */
  groupIdentifier: string;
  lines: CartLine[];
  /** The warehouse of the group's first line. */
  warehouseId: string;
  fulfillerType: number;
  fulfillmentMethodType: number;
}

/** Order-minimum status of one group (storefront.md §4 Cart groups). */
export type OrderMinimumStatus = 'met' | 'unmet';

/** Minimum spend per fulfilment method type; a method without an entry has no minimum. */
export type MinimumSpendByFulfillmentMethod = Readonly<Partial<Record<number, number | null>>>;

/**
 * storefront.md §4 Cart groups: local delivery and in-store pickup merge into one group, which
 * takes the local-delivery method type; every other method is its own group type.
 */
export function groupFulfillmentMethodType(fulfillmentMethod: number): number {
  return fulfillmentMethod === FulfillmentMethod.IN_STORE_PICKUP
    ? FulfillmentMethod.LOCAL_DELIVERY
    : fulfillmentMethod;
}

/** storefront.md §3 Cart group: the group identifier is fulfillerType_fulfillmentMethodType. */
export function cartGroupIdentifier(fulfillerType: number, fulfillmentMethodType: number): string {
  return `${fulfillerType}_${fulfillmentMethodType}`;
}

/**
 * storefront.md §4 Cart groups: lines grouped by fulfiller type and fulfilment method (local
 * delivery and in-store pickup merged), groups sorted by method type; groups of the same method
 * type keep the order in which the cart first lists them.
 */
export function groupCart(lines: readonly CartLine[]): CartGroup[] {
  const groups = new Map<string, CartGroup>();
  for (const line of lines) {
    const fulfillmentMethodType = groupFulfillmentMethodType(line.fulfillmentMethod);
    const groupIdentifier = cartGroupIdentifier(line.fulfillerType, fulfillmentMethodType);
    const group = groups.get(groupIdentifier);
    if (group) {
      group.lines.push(line);
    } else {
      groups.set(groupIdentifier, {
        groupIdentifier,
        lines: [line],
        warehouseId: line.warehouseId,
        fulfillerType: line.fulfillerType,
        fulfillmentMethodType,
      });
    }
  }
  // Array.prototype.sort is stable (ES2019), which keeps first-appearance order for ties.
  return [...groups.values()].sort((a, b) => a.fulfillmentMethodType - b.fulfillmentMethodType);
}

/** storefront.md §4 Cart groups: the cart is multi-cart when it has more than one group. */
export function isMultiCart(groups: readonly CartGroup[]): boolean {
  return groups.length > 1;
}

/**
 * storefront.md §4 Cart groups: the cart is invalid if some group has no shipping config. A
 * missing, null or empty entry counts as no config.
 */
export function isInvalidCart(
  groups: readonly Pick<CartGroup, 'groupIdentifier'>[],
  shippingConfigByGroup: Readonly<Record<string, unknown>>,
): boolean {
  return groups.some((group) => {
    const config = Object.hasOwn(shippingConfigByGroup, group.groupIdentifier)
      ? shippingConfigByGroup[group.groupIdentifier]
      : undefined;
    return config == null || (Array.isArray(config) && config.length === 0);
  });
}

/**
 * storefront.md §4 Cart groups / §5: a group meets its order minimum when its subtotal reaches the
 * minimum spend of its fulfilment method type; a method with no minimum is met. Subtotal and
 * minimum are in the same unit.
 */
export function orderMinimumStatus(
  group: { subtotal: number; fulfillmentMethodType: number },
  minimumSpendByFulfillmentMethod: MinimumSpendByFulfillmentMethod,
): OrderMinimumStatus {
  const minimum = minimumSpendByFulfillmentMethod[group.fulfillmentMethodType];
  return minimum == null || group.subtotal >= minimum ? 'met' : 'unmet';
}

/**
 * storefront.md §4 Cart groups: the order-minimum status of every group by group identifier, from
 * the group's subtotal in minor units against minimums in minor units.
 */
export function orderMinimumStatuses(
  groups: readonly CartGroup[],
  minimumSpendByFulfillmentMethod: MinimumSpendByFulfillmentMethod,
): Record<string, OrderMinimumStatus> {
  const statuses: Record<string, OrderMinimumStatus> = {};
  for (const group of groups) {
    statuses[group.groupIdentifier] = orderMinimumStatus(
      { subtotal: subtotalMinor(group.lines), fulfillmentMethodType: group.fulfillmentMethodType },
      minimumSpendByFulfillmentMethod,
    );
  }
  return statuses;
}

/** storefront.md §4 Cart groups: the overall minimum is met only when every group meets it. */
export function overallOrderMinimumMet(
  statuses: readonly OrderMinimumStatus[] | Readonly<Record<string, OrderMinimumStatus>>,
): boolean {
  const list: readonly OrderMinimumStatus[] = Array.isArray(statuses)
    ? statuses
    : Object.values(statuses);
  return list.every((status) => status === 'met');
}

/** storefront.md §9 / accounts.md §9: fulfiller type 4 is treated as express. */
export function isExpressFulfiller(fulfillerType: number): boolean {
  return fulfillerType === FulfillerType.EXPRESS;
}
