import { TRACKING_LIBRARY_VERSION } from '@gio/domain-enums';
import { z } from 'zod';
import type { TrackingEvent, TrackingEventType } from './envelope';

/** Who and where an event happens: the envelope fields the page knows (accounts.md §3). */
export interface TrackingContext {
  /** Epoch milliseconds from the injected clock. */
  readonly now: number;
  readonly userId?: string | null;
  readonly hasCookiedEmail?: boolean;
  readonly anonymousId: string;
  readonly sessionId: string;
  readonly webSlugConfigId?: string | null;
  readonly pagePath: string;
  readonly queryParameters?: Readonly<Record<string, string | readonly string[]>>;
}

/** Event names the builders use, one per type. */
export const TrackingEventName = {
  PAGE_VIEW: 'Page Viewed',
  IMPRESSION: 'Product Impression',
  CLICK: 'Product Clicked',
  ADD_TO_CART: 'Product Added',
} as const;

const sourceType = z.number().int().nonnegative();
const id = z.union([z.string().min(1), z.number().int().nonnegative()]);

/** Inputs of each builder; a failed parse sets the event's error flag instead of throwing. */
const pageViewInput = z.looseObject({
  title: z.string().optional(),
  referrer: z.string().optional(),
});
const impressionInput = z.looseObject({
  variantId: id,
  sourceType,
  position: z.number().int().nonnegative().optional(),
  sourceId: z.string().optional(),
  impressionId: z.string().optional(),
});
const clickInput = z.looseObject({
  variantId: id.optional(),
  target: z.string().min(1).optional(),
  sourceType,
  position: z.number().int().nonnegative().optional(),
  sourceId: z.string().optional(),
});
const addToCartInput = z.looseObject({
  variantId: id,
  quantity: z.number().int().positive(),
  sourceType,
  sourceId: z.string().optional(),
  price: z.number().nonnegative().optional(),
  cartType: z.number().int().optional(),
});

export type PageViewInput = z.input<typeof pageViewInput>;
export type ImpressionInput = z.input<typeof impressionInput>;
export type ClickInput = z.input<typeof clickInput>;
export type AddToCartInput = z.input<typeof addToCartInput>;

/**
 * The latest time an event may carry: past year 9999 `toISOString` writes an expanded year
 * ("+019302-…") that the envelope's ISO date-time refuses, so such a clock is flagged as invalid.
 */
const LATEST_ISO_TIME = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function queryParameters(value: unknown): Record<string, string | string[]> {
  if (!isRecord(value)) return {};
  const result: Record<string, string | string[]> = {};
  for (const [key, entry] of Object.entries(value)) {
    if (typeof entry === 'string') result[key] = entry;
    else if (Array.isArray(entry))
      result[key] = entry.filter((item): item is string => typeof item === 'string');
  }
  return result;
}

/**
 * Builds an envelope around validated props. Nothing here throws, whatever the caller passes:
 * every problem becomes a line of `errorDetails` and sets `error` (accounts.md §4 "Tracking").
 */
function buildEvent(
  type: TrackingEventType,
  name: string,
  ctx: TrackingContext,
  schema: z.ZodType,
  input: unknown,
): TrackingEvent {
  const problems: string[] = [];
  const context: Partial<TrackingContext> = isRecord(ctx) ? ctx : {};

  const validTime =
    typeof context.now === 'number' &&
    Number.isInteger(context.now) &&
    context.now >= 0 &&
    context.now <= LATEST_ISO_TIME;
  if (!validTime) problems.push('context.now: not a valid epoch millisecond time');
  const utcTimestamp = validTime ? (context.now as number) : 0;

  const anonymousId = text(context.anonymousId);
  if (anonymousId.length === 0) problems.push('context.anonymousId: missing');
  const sessionId = text(context.sessionId);
  if (sessionId.length === 0) problems.push('context.sessionId: missing');

  const parsed = schema.safeParse(input ?? {});
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      problems.push(`${issue.path.join('.') || 'input'}: ${issue.message}`);
  }
  const own = parsed.success && isRecord(parsed.data) ? parsed.data : isRecord(input) ? input : {};

  return {
    type,
    name,
    utcTimestamp,
    isoTimestamp: new Date(utcTimestamp).toISOString(),
    userId: typeof context.userId === 'string' ? context.userId : null,
    hasCookiedEmail: context.hasCookiedEmail === true,
    anonymousId,
    remoteAddress: null,
    libraryVersion: TRACKING_LIBRARY_VERSION,
    error: problems.length > 0,
    ...(problems.length > 0 ? { errorDetails: problems } : {}),
    props: {
      ...own,
      sessionId,
      webSlugConfigId: typeof context.webSlugConfigId === 'string' ? context.webSlugConfigId : null,
      pagePath: text(context.pagePath),
      queryParameters: queryParameters(context.queryParameters),
    },
  };
}

/** Page-view event (accounts.md §3, §4 "Tracking"): sets the error flag instead of throwing. */
export function buildPageView(ctx: TrackingContext, input: PageViewInput = {}): TrackingEvent {
  return buildEvent('page-view', TrackingEventName.PAGE_VIEW, ctx, pageViewInput, input);
}

/** Impression event with its source-type code (accounts.md §4, §9): sets the error flag instead of throwing. */
export function buildImpression(ctx: TrackingContext, input: ImpressionInput): TrackingEvent {
  return buildEvent('impression', TrackingEventName.IMPRESSION, ctx, impressionInput, input);
}

/** Click event with its source-type code (accounts.md §4, §9): sets the error flag instead of throwing. */
export function buildClick(ctx: TrackingContext, input: ClickInput): TrackingEvent {
  return buildEvent('click', TrackingEventName.CLICK, ctx, clickInput, input);
}

/** Add-to-cart event with its source-type code (accounts.md §4, §9): sets the error flag instead of throwing. */
export function buildAddToCart(ctx: TrackingContext, input: AddToCartInput): TrackingEvent {
  return buildEvent('add-to-cart', TrackingEventName.ADD_TO_CART, ctx, addToCartInput, input);
}
