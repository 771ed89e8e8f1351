import type { ReorderPreview } from '@gio/contracts';

export type ReorderLine = ReorderPreview['lines'][number];
export type ReorderLineStatus = ReorderLine['status'];

/** The order the page shows the groups in: what needs the shopper's eye first. */
export const STATUS_ORDER: readonly ReorderLineStatus[] = ['unavailable', 'capped', 'repriced', 'unchanged'];

/** The preview's lines by status, in {@link STATUS_ORDER}, leaving out the empty groups. */
export function groupReorderLines(lines: readonly ReorderLine[]): { status: ReorderLineStatus; lines: ReorderLine[] }[] {
  return STATUS_ORDER.map((status) => ({ status, lines: lines.filter((line) => line.status === status) })).filter(
    (group) => group.lines.length > 0,
  );
}

/** How many lines would go into the cart (something of them can be bought today). */
export function addableLineCount(lines: readonly ReorderLine[]): number {
  return lines.filter((line) => line.quantity > 0).length;
}
