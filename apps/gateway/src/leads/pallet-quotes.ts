import type { PalletPayload } from '@gio/contracts';
import { fieldError } from '../http/app-error';
import type { Database } from '../db/database';
import type { OutboxDispatcher } from '../outbox/dispatcher';
import type { OutboxMessageInput, OutboxRepo } from '../outbox/outbox';
import { newId } from '../security/random';
import { insertPalletQuoteRequest, variantNames } from './lead-store';

/** Where bulk quote requests go when no other inbox is configured (the shop's B2B sales desk). */
export const DEFAULT_SALES_INBOX = 'kinh.doanh@gio.vn';

export interface PalletQuoteDeps {
  readonly db: Database;
  readonly outbox: OutboxRepo;
  readonly dispatcher: OutboxDispatcher;
  readonly salesInbox: string;
}

export interface PalletQuoteRequester {
  readonly userId: string | null;
  readonly guestId: string;
}

function salesNotice(
  id: string,
  payload: PalletPayload,
  totalPallets: number,
  names: ReadonlyMap<string, string>,
  to: string,
): OutboxMessageInput {
  const lines = payload.items.map((item, index) => {
    const product = item.variantId ? ` [${names.get(item.variantId) ?? item.variantId}]` : '';
    return `${index + 1}. ${item.description}${product}: ${item.pallets} pallet`;
  });
  return {
    channel: 'email',
    recipient: to,
    kind: 'pallet-quote-request',
    subject: `Yêu cầu báo giá pallet ${id}: ${payload.companyName} (${totalPallets} pallet)`,
    body: [
      `Doanh nghiệp: ${payload.companyName}`,
      `Liên hệ: ${payload.contactName}, ${payload.phoneNumber}, ${payload.email}`,
      `Giao đến: ${[payload.district, payload.city, payload.postalCode].filter(Boolean).join(', ')}`,
      `Ngày giao mong muốn: ${payload.deliveryDate ?? 'không nêu'}`,
      '',
      ...lines,
      '',
      payload.notes ? `Ghi chú: ${payload.notes}` : 'Không có ghi chú.',
    ].join('\n'),
  };
}

/**
 * POST /api/submit-pallet-quote-request (accounts.md §1 bulk pallet quotes, §7): the request is
 * stored and the sales desk gets a notice through the outbox, in one transaction. Product
 * references must name existing variants.
 */
export async function submitPalletQuoteRequest(
  deps: PalletQuoteDeps,
  requester: PalletQuoteRequester,
  payload: PalletPayload,
): Promise<string> {
  const variantIds = [
    ...new Set(payload.items.flatMap((item) => (item.variantId ? [item.variantId] : []))),
  ];
  const names = new Map<string, string>();
  if (variantIds.length > 0) {
    for (const row of await variantNames(deps.db, variantIds)) names.set(row.id, row.name);
    const missing = payload.items.findIndex(
      (item) => item.variantId !== undefined && !names.has(item.variantId),
    );
    if (missing >= 0)
      throw fieldError(`palletPayload.items.${missing}.variantId`, 'Sản phẩm không tồn tại.');
  }
  const id = newId('pqr');
  const totalPallets = payload.items.reduce((sum, item) => sum + item.pallets, 0);
  await deps.db.transaction(async (tx) => {
    await insertPalletQuoteRequest(tx, { id, userId: requester.userId, guestId: requester.guestId, payload, totalPallets });
    await deps.outbox.enqueue(tx, salesNotice(id, payload, totalPallets, names, deps.salesInbox));
  });
  void deps.dispatcher.deliverPending();
  return id;
}
