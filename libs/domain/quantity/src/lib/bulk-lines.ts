/**
 * The bulk (pallet) quote's pasted lines (accounts.md §1 "bulk pallet quote requests",
 * /bulk-purchase): one product a line, "SKU quantity", as people copy them from a spreadsheet
 * or an e-mail. The limits are the quote call's (`palletPayload.items`: at most 50 products,
 * 1–1000 pallets each).
 */
export const BULK_LINE_LIMITS = { maxLines: 50, minQuantity: 1, maxQuantity: 1000 } as const;

/** Why a line was not taken; the app turns each into a message next to the line. */
export const BulkLineError = {
  /** Not "SKU quantity": a missing part, an extra part, or characters a SKU cannot hold. */
  FORMAT: 'format',
  /** The quantity is not a whole number from 1 to 1000. */
  QUANTITY: 'quantity',
  /** The SKU is on an earlier line (or already on the list). */
  DUPLICATE: 'duplicate',
  /** The line is past the 50 products a request may hold. */
  TOO_MANY: 'too_many',
} as const;
export type BulkLineError = (typeof BulkLineError)[keyof typeof BulkLineError];

export interface BulkLine {
  readonly sku: string;
  readonly quantity: number;
}

/** A line that was not taken: its 1-based number in the pasted text, its text and why. */
export interface RejectedBulkLine {
  readonly lineNumber: number;
  readonly text: string;
  readonly error: BulkLineError;
}

export interface ParsedBulkLines {
  readonly lines: readonly BulkLine[];
  readonly rejected: readonly RejectedBulkLine[];
}

/** A SKU is a product id as the quote call takes it (letters, digits, '_' and '-'). */
const SKU = /^[A-Za-z0-9_-]{1,64}$/;
/** Spreadsheet cells paste with tabs; people type spaces, commas or semicolons. */
const SEPARATOR = /[\s,;]+/;

function quantityOf(text: string): number | null {
  // Thousand separators are never meant here (1000 is the ceiling), so "1.000" is refused too.
  if (!/^[0-9]+$/.test(text)) return null;
  const quantity = Number(text);
  return quantity >= BULK_LINE_LIMITS.minQuantity && quantity <= BULK_LINE_LIMITS.maxQuantity
    ? quantity
    : null;
}

/** Why a (non-blank, trimmed) line cannot be taken, given the SKUs taken so far; null if it can. */
function lineError(line: string, seen: ReadonlySet<string>): BulkLineError | null {
  const parts = line.split(SEPARATOR);
  if (parts.length !== 2 || !SKU.test(parts[0])) return BulkLineError.FORMAT;
  if (quantityOf(parts[1]) === null) return BulkLineError.QUANTITY;
  if (seen.has(parts[0].toLowerCase())) return BulkLineError.DUPLICATE;
  if (seen.size >= BULK_LINE_LIMITS.maxLines) return BulkLineError.TOO_MANY;
  return null;
}

/**
 * Reads pasted "SKU quantity" lines. Blank lines are skipped; every other line is taken or
 * rejected with its reason, so the page can show the reason next to the line. SKUs compare
 * case-insensitively; `alreadyListed` (the products already on the request) count towards the
 * duplicates and the 50-line limit.
 */
export function parseBulkLines(
  text: string,
  alreadyListed: readonly string[] = [],
): ParsedBulkLines {
  const seen = new Set(alreadyListed.map((sku) => sku.toLowerCase()));
  const lines: BulkLine[] = [];
  const rejected: RejectedBulkLine[] = [];
  for (const [index, raw] of text.split(/\r\n|\r|\n/).entries()) {
    const trimmed = raw.trim();
    if (trimmed === '') continue;
    const error = lineError(trimmed, seen);
    if (error) {
      rejected.push({ lineNumber: index + 1, text: trimmed, error });
      continue;
    }
    const [sku, quantityText] = trimmed.split(SEPARATOR);
    seen.add(sku.toLowerCase());
    lines.push({ sku, quantity: Number(quantityText) });
  }
  return { lines, rejected };
}
