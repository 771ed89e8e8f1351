import type { CheckoutData, PlacedOrderView } from '@gio/contracts';
import type { JsonClient } from '@gio/data-access';
import type { CheckoutStep } from '@gio/domain-checkout';
import { AddressType } from '@gio/domain-enums';

/**
 * The checkout and promotion calls of accounts.md §7 (libs/contracts `checkoutRoutes`). Every
 * change answers the whole checkout, which the checkout machine takes as its new info.
 */
type Client = Pick<JsonClient, 'get' | 'post' | 'put' | 'delete'>;
type Answer = { data: CheckoutData };

/**
 * GET /api/checkout, the refresh with an optional go-to-step (accounts.md §4, §7 "checkout
 * refresh by a given URL": a later refresh reads the `refreshUrl` the last answer gave).
 */
export function getCheckout(
  client: Client,
  goToStep?: CheckoutStep | null,
  url = '/api/checkout',
): Promise<Answer> {
  const query = goToStep
    ? `${url.includes('?') ? '&' : '?'}goToStep=${encodeURIComponent(goToStep)}`
    : '';
  return client.get<Answer>(`${url}${query}`);
}

export interface DeliveryInfo {
  shippingAddressId?: string | null;
  expressDeliveryOptionId?: string | null;
  marketplaceAddressId?: string | null;
  vatNotNeeded?: boolean;
}

/** POST /api/set-delivery-info with deliveryInfo. */
export function setDeliveryInfo(client: Client, deliveryInfo: DeliveryInfo): Promise<Answer> {
  return client.post<Answer>('/api/set-delivery-info', { deliveryInfo });
}

/** POST /api/set-standard-order-delivery-instructions. */
export function setStandardInstructions(client: Client, text: string): Promise<Answer> {
  return client.post<Answer>('/api/set-standard-order-delivery-instructions', {
    standardOrderDeliveryInstructions: text,
  });
}

/** POST /api/set-loyalty-info with a member id or another loyalty selection. */
export function setLoyaltyInfo(
  client: Client,
  loyaltyInfo: { memberId: string } | { selection: string },
): Promise<Answer> {
  return client.post<Answer>('/api/set-loyalty-info', { loyaltyInfo });
}

/** POST /api/set-billing-type: type, the saved billing info when one is chosen (accounts.md §7). */
export function setBillingType(
  client: Client,
  type: string,
  billingInfoId: string | null,
): Promise<Answer> {
  return client.post<Answer>('/api/set-billing-type', { type, billingInfoId });
}

/** POST /api/apply-user-credits. */
export function applyUserCredits(client: Client, apply: boolean): Promise<Answer> {
  return client.post<Answer>('/api/apply-user-credits', { applyUserCredits: apply });
}

/** POST /api/set-purchase-order-number, or /api/remove-purchase-order-number for null. */
export function setPurchaseOrderNumber(
  client: Client,
  purchaseOrderNumber: string | null,
): Promise<Answer> {
  return purchaseOrderNumber === null
    ? client.post<Answer>('/api/remove-purchase-order-number', {})
    : client.post<Answer>('/api/set-purchase-order-number', { purchaseOrderNumber });
}

export interface PromoCodeResult {
  code: string;
  didAddPromoCode: boolean;
  reason: string | null;
  message: string | null;
}

/** POST /api/cart/promo-code: reads data.results.didAddPromoCode (accounts.md §7). */
export function addPromoCode(
  client: Client,
  code: string,
): Promise<{ data: { results: PromoCodeResult; checkout: CheckoutData } }> {
  return client.post('/api/cart/promo-code', { code });
}

/** DELETE /api/cart/promo-code. */
export function removePromoCode(
  client: Client,
  code: string,
): Promise<{ data: { checkout: CheckoutData } }> {
  return client.delete('/api/cart/promo-code', { code });
}

/** POST /api/vouchers/apply with voucher ids; reads data.results. */
export function applyVouchers(
  client: Client,
  vouchers: string[],
): Promise<{ data: { checkout: CheckoutData } }> {
  return client.post('/api/vouchers/apply', { vouchers });
}

/** DELETE /api/vouchers/remove with voucherIds. */
export function removeVouchers(
  client: Client,
  voucherIds: string[],
): Promise<{ data: { checkout: CheckoutData } }> {
  return client.delete('/api/vouchers/remove', { voucherIds });
}

/** A voucher the shopper redeemed and can still use (GET /api/waon/redeemed-vouchers/page/1). */
export interface UsableVoucher {
  id: string;
  title: string;
  discountAmount: number;
  minimumPurchase: number;
  status: 'usable' | 'used' | 'expired';
}

export async function usableVouchers(client: Client): Promise<UsableVoucher[]> {
  const answer = await client.get<{ data: { vouchers: UsableVoucher[] } }>(
    '/api/waon/redeemed-vouchers/page/1',
  );
  return answer.data.vouchers.filter((voucher) => voucher.status === 'usable');
}

/** How the shopper pays when nothing is saved on the account (libs/contracts `paymentDetailsSchema`). */
export interface PaymentDetails {
  card?: { number: string; expMonth: number; expYear: number; cvc: string; holderName: string };
  walletToken?: string;
  bankAccount?: { routingNumber: string; accountNumber: string };
  channel?: 'web' | 'mobile';
}

/**
 * POST /api/checkout/place-order with an Idempotency-Key: the same key for every attempt of
 * the same checkout, so a double click or a retry answers the same order instead of a second.
 */
export function placeOrder(
  client: Client,
  idempotencyKey: string,
  body: { expectedTotal?: number; payment: PaymentDetails },
): Promise<{ data: { order: PlacedOrderView } }> {
  return client.post('/api/checkout/place-order', body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/**
 * POST /api/address from the checkout (accounts.md §7); answers the new address. Vietnamese
 * addresses are of the city-district-ward type (accounts.md §3 Address type 1).
 */
export function createAddress(
  client: Client,
  address: Record<string, string | undefined>,
): Promise<{ data: { addressCreationResult: { address: { id: string } } } }> {
  return client.post('/api/address', {
    address: { type: AddressType.CITY_DISTRICT_WARD, ...address },
    fromCheckout: true,
    setAsDefaultAddress: false,
  });
}

/** POST /api/phone-verification without a code round (the checkout asks for the number only). */
export function setTelephone(client: Client, phone: string): Promise<unknown> {
  return client.post('/api/phone-verification', { phone, verify: false });
}

/** POST /api/vat-information: the VAT invoice details. */
export function saveVatInformation(
  client: Client,
  info: Record<string, string | null | undefined>,
): Promise<unknown> {
  return client.post('/api/vat-information', info);
}

/** POST /api/billing from the checkout: a card saved to the account (tokenised by the provider). */
export function saveCard(
  client: Client,
  card: { number: string; expMonth: number; expYear: number; cvc: string; holderName: string },
): Promise<{ data: { billingInfo: { id: string } | null; challenge: { hint: string } | null } }> {
  return client.post('/api/billing', { billing: { type: 'creditCard', card }, fromCheckout: true });
}
