import {
  addressRoutes,
  authRoutes,
  billingRoutes,
  checkoutRoutes,
  loyaltyRoutes,
  vatRoutes,
} from '@gio/contracts';
import { callRoute, type JsonClient, type RouteAnswer, type RouteCall } from '@gio/data-access';
import type { CheckoutStep } from '@gio/domain-checkout';
import { AddressType } from '@gio/domain-enums';

/**
 * The checkout and promotion calls of accounts.md §7 (libs/contracts `checkoutRoutes`). Every
 * change answers the whole checkout, which the checkout machine takes as its new info.
 */
type Client = Pick<JsonClient, 'get' | 'post' | 'put' | 'delete'>;
type Answer = RouteAnswer<typeof checkoutRoutes.checkout>;
type BodyOf<R extends keyof typeof checkoutRoutes> = NonNullable<
  RouteCall<(typeof checkoutRoutes)[R]>['body']
>;

/**
 * GET /api/checkout, the refresh with an optional go-to-step (accounts.md §4, §7 "checkout
 * refresh by a given URL"): a later refresh reads the `refreshUrl` the last answer gave, the
 * checkout route with a query of the gateway's own, which is sent back as it came.
 */
export function getCheckout(
  client: Client,
  goToStep?: CheckoutStep | null,
  refreshUrl: string = checkoutRoutes.checkout.path,
): Promise<Answer> {
  const given = new URL(refreshUrl, 'http://gateway.invalid').searchParams;
  const query = { ...Object.fromEntries(given), ...(goToStep ? { goToStep } : {}) };
  return callRoute(client, checkoutRoutes.checkout, { query });
}

export type DeliveryInfo = BodyOf<'setDeliveryInfo'>['deliveryInfo'];

/** POST /api/set-delivery-info with deliveryInfo. */
export function setDeliveryInfo(client: Client, deliveryInfo: DeliveryInfo): Promise<Answer> {
  return callRoute(client, checkoutRoutes.setDeliveryInfo, { body: { deliveryInfo } });
}

/** POST /api/set-standard-order-delivery-instructions. */
export function setStandardInstructions(client: Client, text: string): Promise<Answer> {
  return callRoute(client, checkoutRoutes.setStandardDeliveryInstructions, {
    body: { standardOrderDeliveryInstructions: text },
  });
}

/** POST /api/set-loyalty-info with a member id or another loyalty selection. */
export function setLoyaltyInfo(
  client: Client,
  loyaltyInfo: BodyOf<'setLoyaltyInfo'>['loyaltyInfo'],
): Promise<Answer> {
  return callRoute(client, checkoutRoutes.setLoyaltyInfo, { body: { loyaltyInfo } });
}

/** POST /api/set-billing-type: type, the saved billing info when one is chosen (accounts.md §7). */
export function setBillingType(
  client: Client,
  type: BodyOf<'setBillingType'>['type'],
  billingInfoId: string | null,
): Promise<Answer> {
  return callRoute(client, checkoutRoutes.setBillingType, { body: { type, billingInfoId } });
}

/** POST /api/apply-user-credits. */
export function applyUserCredits(client: Client, apply: boolean): Promise<Answer> {
  return callRoute(client, checkoutRoutes.applyUserCredits, { body: { applyUserCredits: apply } });
}

/** POST /api/set-purchase-order-number, or /api/remove-purchase-order-number for null. */
export function setPurchaseOrderNumber(
  client: Client,
  purchaseOrderNumber: string | null,
): Promise<Answer> {
  return purchaseOrderNumber === null
    ? callRoute(client, checkoutRoutes.removePurchaseOrderNumber)
    : callRoute(client, checkoutRoutes.setPurchaseOrderNumber, { body: { purchaseOrderNumber } });
}

/** POST /api/cart/promo-code: reads data.results.didAddPromoCode (accounts.md §7). */
export function addPromoCode(
  client: Client,
  code: string,
): Promise<RouteAnswer<typeof checkoutRoutes.addPromoCode>> {
  return callRoute(client, checkoutRoutes.addPromoCode, { body: { code } });
}

/** DELETE /api/cart/promo-code. */
export function removePromoCode(
  client: Client,
  code: string,
): Promise<RouteAnswer<typeof checkoutRoutes.removePromoCode>> {
  return callRoute(client, checkoutRoutes.removePromoCode, { body: { code } });
}

/** POST /api/vouchers/apply with voucher ids; reads data.results. */
export function applyVouchers(
  client: Client,
  vouchers: string[],
): Promise<RouteAnswer<typeof checkoutRoutes.applyVouchers>> {
  return callRoute(client, checkoutRoutes.applyVouchers, { body: { vouchers } });
}

/** DELETE /api/vouchers/remove with voucherIds. */
export function removeVouchers(
  client: Client,
  voucherIds: string[],
): Promise<RouteAnswer<typeof checkoutRoutes.removeVouchers>> {
  return callRoute(client, checkoutRoutes.removeVouchers, { body: { voucherIds } });
}

/** A voucher the shopper redeemed (GET /api/waon/redeemed-vouchers/page/1). */
export type UsableVoucher = RouteAnswer<
  typeof loyaltyRoutes.redeemedVouchers
>['data']['vouchers'][number];

/** The redeemed vouchers the shopper can still use. */
export async function usableVouchers(client: Client): Promise<UsableVoucher[]> {
  const answer = await callRoute(client, loyaltyRoutes.redeemedVouchers, { params: { n: 1 } });
  return answer.data.vouchers.filter((voucher) => voucher.status === 'usable');
}

/** How the shopper pays when nothing is saved on the account (libs/contracts `paymentDetailsSchema`). */
export type PaymentDetails = NonNullable<BodyOf<'placeOrder'>['payment']>;

/**
 * POST /api/checkout/place-order with an Idempotency-Key: the same key for every attempt of
 * the same checkout, so a double click or a retry answers the same order instead of a second.
 */
export function placeOrder(
  client: Client,
  idempotencyKey: string,
  body: BodyOf<'placeOrder'>,
): Promise<RouteAnswer<typeof checkoutRoutes.placeOrder>> {
  return callRoute(client, checkoutRoutes.placeOrder, {
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** An address typed at checkout: its type is the city-district-ward one (below). */
export type CheckoutAddressInput = Omit<
  RouteCall<typeof addressRoutes.createAddress>['body']['address'],
  'type'
>;

/**
 * POST /api/address from the checkout (accounts.md §7); answers the new address. Vietnamese
 * addresses are of the city-district-ward type (accounts.md §3 Address type 1).
 */
export function createAddress(
  client: Client,
  address: CheckoutAddressInput,
): Promise<RouteAnswer<typeof addressRoutes.createAddress>> {
  return callRoute(client, addressRoutes.createAddress, {
    body: {
      address: { type: AddressType.CITY_DISTRICT_WARD, ...address },
      fromCheckout: true,
      setAsDefaultAddress: false,
    },
  });
}

/** POST /api/phone-verification without a code round (the checkout asks for the number only). */
export function setTelephone(
  client: Client,
  phone: string,
): Promise<RouteAnswer<typeof authRoutes.phoneVerification>> {
  return callRoute(client, authRoutes.phoneVerification, { body: { phone, verify: false } });
}

export type VatInformationInput = RouteCall<typeof vatRoutes.saveVatInformation>['body'];

/** POST /api/vat-information: the VAT invoice details. */
export function saveVatInformation(
  client: Client,
  info: VatInformationInput,
): Promise<RouteAnswer<typeof vatRoutes.saveVatInformation>> {
  return callRoute(client, vatRoutes.saveVatInformation, { body: info });
}

/** POST /api/billing from the checkout: a card saved to the account (tokenised by the provider). */
export function saveCard(
  client: Client,
  card: RouteCall<typeof billingRoutes.createBilling>['body']['billing']['card'],
): Promise<RouteAnswer<typeof billingRoutes.createBilling>> {
  return callRoute(client, billingRoutes.createBilling, {
    body: { billing: { type: 'creditCard', card }, fromCheckout: true },
  });
}
