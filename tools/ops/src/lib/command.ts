import { statusTrackSchema, type StatusTrack } from '@gio/contracts';

/** What the operator asked for. */
export type OpsCommand =
  | { readonly kind: 'show'; readonly orderGid: string }
  | { readonly kind: 'advance'; readonly orderGid: string; readonly to: string; readonly track: StatusTrack }
  | { readonly kind: 'restock'; readonly variantId: string; readonly quantity: number }
  | { readonly kind: 'write-off'; readonly variantId: string; readonly quantity: number }
  | { readonly kind: 'reprice'; readonly variantId: string; readonly price: number }
  | {
      readonly kind: 'pay';
      readonly organizationId: string;
      readonly amount: number;
      readonly reference: string;
      /** The invoice orders it settles, oldest due first; none: every open one. */
      readonly orderGids: readonly string[];
      readonly receivedOn?: string;
    }
  | { readonly kind: 'help' };

export const USAGE = `Usage:
  ops show <orderGid>                     the order, its payments and the next fulfilment statuses
  ops advance <orderGid> <STATUS> [--track fulfillment|orderToFulfiller|shipment]
      fulfilment (default): walks every status on the way (DELIVERED passes RECEIVED, CONFIRMED,
      SHOPPING, COMPLETE_SHOPPING, SHIPPED or IN_TRANSIT); other tracks move one step.
  ops restock <variantId> <quantity>      delivered units back on sale; a sold-out variant is in
      stock again and its back-in-stock subscribers are told
  ops write-off <variantId> <quantity>    units leave stock without a sale (damaged, expired,
      missing at a count); never below 0, and at 0 the variant is out of stock
  ops reprice <variantId> <price>         a new shelf price in đồng; any sale ends, past orders
      keep their prices
  ops pay <organizationId> <amount> <reference> [<orderGid>...] [--on YYYY-MM-DD]
      records a payment of a business's invoice orders (đồng): the orders named, else the oldest
      open ones, part of one when it does not cover it; lowers the outstanding balance

Environment: GIO_URL (default http://localhost:4000), OPS_TOKEN (the gateway's OPS_TOKEN).`;

/** Thrown for arguments that make no command; the message says which. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

const gid = (value: string | undefined): string => {
  if (value === undefined || !/^[0-9]{1,20}$/.test(value)) throw new UsageError(`orderGid must be digits, got ${value ?? 'nothing'}`);
  return value;
};

/** Reads the command line (without `node` and the script). */
export function parseCommand(args: readonly string[]): OpsCommand {
  const [name, ...rest] = args;
  if (name === undefined || name === 'help' || name === '--help' || name === '-h') return { kind: 'help' };
  if (name === 'show') {
    if (rest.length !== 1) throw new UsageError('show takes one orderGid');
    return { kind: 'show', orderGid: gid(rest[0]) };
  }
  if (name === 'advance') {
    const positional: string[] = [];
    let track: StatusTrack = 'fulfillment';
    for (let i = 0; i < rest.length; i += 1) {
      const arg = rest[i] as string;
      if (arg === '--track') {
        const parsed = statusTrackSchema.safeParse(rest[i + 1]);
        if (!parsed.success) throw new UsageError(`--track must be fulfillment, orderToFulfiller or shipment`);
        track = parsed.data;
        i += 1;
      } else positional.push(arg);
    }
    if (positional.length !== 2) throw new UsageError('advance takes an orderGid and a status');
    return { kind: 'advance', orderGid: gid(positional[0]), to: positional[1] as string, track };
  }
  if (name === 'restock' || name === 'write-off' || name === 'reprice') {
    const [variantId, amount] = rest;
    const what = name === 'reprice' ? 'price' : 'quantity';
    if (rest.length !== 2 || variantId === undefined || !/^[A-Za-z0-9_-]{1,64}$/.test(variantId))
      throw new UsageError(`${name} takes a variant id and a ${what}`);
    const digits = name === 'reprice' ? /^[1-9][0-9]{0,8}$/ : /^[1-9][0-9]{0,6}$/;
    if (amount === undefined || !digits.test(amount))
      throw new UsageError(`${what} must be a whole number from 1, got ${amount ?? 'nothing'}`);
    return name === 'reprice'
      ? { kind: 'reprice', variantId, price: Number(amount) }
      : { kind: name, variantId, quantity: Number(amount) };
  }
  if (name === 'pay') {
    const positional: string[] = [];
    let receivedOn: string | undefined;
    for (let i = 0; i < rest.length; i += 1) {
      const arg = rest[i] as string;
      if (arg === '--on') {
        const date = rest[i + 1];
        if (date === undefined || !/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new UsageError('--on takes a date YYYY-MM-DD');
        receivedOn = date;
        i += 1;
      } else positional.push(arg);
    }
    const [organizationId, amount, reference, ...orderGids] = positional;
    if (organizationId === undefined || !/^[A-Za-z0-9_-]{1,64}$/.test(organizationId)) throw new UsageError('pay takes an organisation id, an amount and a reference');
    if (amount === undefined || !/^[1-9][0-9]{0,15}$/.test(amount)) throw new UsageError(`amount must be a whole number of đồng from 1, got ${amount ?? 'nothing'}`);
    if (reference === undefined || reference.trim() === '') throw new UsageError('pay needs a reference (the bank transfer number)');
    return { kind: 'pay', organizationId, amount: Number(amount), reference, orderGids: orderGids.map(gid), ...(receivedOn ? { receivedOn } : {}) };
  }
  throw new UsageError(`unknown command ${name}`);
}
