import {
  AccountLevel,
  ACCOUNT_LEVEL_LABELS,
  FulfillerType,
  FulfillmentMethod,
  OrderType,
  PaymentMethod,
  PaymentTransactionStatus,
} from './statuses';
import { ServerErrorCode, ClientMessage } from './errors';
import { SourceType } from './tracking-codes';

describe('spec enumerations keep their wire numbers', () => {
  it('payment transaction statuses run 0..11 in the spec order', () => {
    expect(Object.values(PaymentTransactionStatus)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(PaymentTransactionStatus.DEFERRED).toBe(11);
  });

  it('fulfiller type 4 is express and 8 is a marketplace seller', () => {
    expect(FulfillerType.EXPRESS).toBe(4);
    expect(FulfillerType.SELLER).toBe(8);
  });

  it('order types skip 2', () => {
    expect(OrderType).toEqual({ STANDARD: 0, EXPRESS: 1, DROPSHIP: 3, EXPRESS_PICKUP: 4 });
  });

  it('payment methods keep the spec gaps', () => {
    expect(PaymentMethod.PAYMENT_ON_FULFILLMENT).toBe(7);
    expect(PaymentMethod.PAYOO).toBe(12);
    expect(PaymentMethod.IPAY88).toBe(11);
  });

  it('fulfilment methods and account levels', () => {
    expect(FulfillmentMethod.IN_STORE_PICKUP).toBe(2);
    expect(AccountLevel.BUSINESS_GENERATED_CART_USER).toBe(3);
    expect(ACCOUNT_LEVEL_LABELS[AccountLevel.BUSINESS_ADMIN]).toBe('Admin');
  });

  it('error catalogue and client messages', () => {
    expect(ServerErrorCode.B2B_LOCATION_UNSUPPORTED).toBe(585);
    expect(ServerErrorCode.ENTRY_ALREADY_USED).toBe(578);
    expect(ClientMessage.NETWORK_OFFLINE).toBe(
      'Looks like you have limited or no network connection. Please try again.',
    );
  });

  it('tracking source types', () => {
    expect(SourceType.SEARCH_NO_RESULTS).toBe(34);
    expect(SourceType.COUPONS).toBe(37);
  });
});
