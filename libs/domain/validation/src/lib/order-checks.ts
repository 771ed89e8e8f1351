import { ClientMessage } from '@gio/domain-enums';
import { fail, ok, unwrap, type ValidationResult } from './result';

/**
 * Order lookup guard (accounts.md §5 "Order lookup", §8): a gid is accepted when it is a
 * non-negative safe integer or a string of ASCII digits; it comes back as a string, ready for
 * `/api/order/{orderGid}`. Anything else (null, undefined, '', '12a', 1.5, NaN) fails with
 * 'orderGid is null or undefined'.
 */
export function parseOrderGid(gid: unknown): ValidationResult<string> {
  if (typeof gid === 'number' && Number.isSafeInteger(gid) && gid >= 0) return ok(String(gid));
  if (typeof gid === 'string' && /^[0-9]+$/.test(gid)) return ok(gid);
  return fail(ClientMessage.ORDER_GID_MISSING);
}

/**
 * Throwing form of {@link parseOrderGid} (accounts.md §5 "Order lookup"): returns the gid as a
 * string or throws `DomainValidationError('orderGid is null or undefined')`.
 */
export function checkOrderGid(gid: unknown): string {
  return unwrap(parseOrderGid(gid));
}

/** What a post-order attach call sends once the guard has passed. */
export interface PostOrderAttachRequest<V> {
  readonly orderId: string;
  readonly variants: readonly V[];
}

/** An order id is present when it is a non-blank string or a positive finite number. */
function presentOrderId(id: unknown): string | undefined {
  if (typeof id === 'string' && id.trim() !== '') return id.trim();
  if (typeof id === 'number' && Number.isFinite(id) && id > 0) return String(id);
  return undefined;
}

/**
 * Post-order attach preview and attach guard (accounts.md §5): both need an order id and a
 * non-empty array of variants, otherwise they fail with 'not enough data'.
 */
export function parsePostOrderAttach<V>(
  id: unknown,
  variants: readonly V[] | null | undefined,
): ValidationResult<PostOrderAttachRequest<V>> {
  const orderId = presentOrderId(id);
  if (orderId === undefined || !Array.isArray(variants) || variants.length === 0) {
    return fail(ClientMessage.NOT_ENOUGH_DATA);
  }
  return ok({ orderId, variants });
}

/**
 * Throwing form of {@link parsePostOrderAttach} (accounts.md §5 "Post-order attach"): returns the
 * request or throws `DomainValidationError('not enough data')`.
 */
export function checkPostOrderAttach<V>(
  id: unknown,
  variants: readonly V[] | null | undefined,
): PostOrderAttachRequest<V> {
  return unwrap(parsePostOrderAttach(id, variants));
}
