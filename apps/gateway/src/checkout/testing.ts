import { AccountScope } from '@gio/domain-enums';
import { TestBrowser, testHasher } from '../accounts/testing';
import { ownerForUser } from '../carts/cart-owner';
import type { CartService } from '../carts/cart-service';
import type { Database } from '../db/database';
import { newId } from '../security/random';
import { insertUser, type NewUser, UserStore } from '../users/user-store';
import { saveCheckoutState, type CheckoutStatePatch } from './checkout-state-store';

export const SHOPPER_PASSWORD = 'Checkout@2026';

export interface TestShopper {
  readonly userId: string;
  readonly email: string;
  readonly addressId: string;
  readonly browser: TestBrowser;
}

let counter = 0;
const hasher = testHasher();

/**
 * A signed-in shopper for checkout tests: a user (a returning customer unless told otherwise,
 * with a phone number), one personal address, and a browser signed in as them.
 */
export async function createShopper(
  db: Database,
  baseUrl: string,
  user: Partial<NewUser> = {},
): Promise<TestShopper> {
  counter += 1;
  const email = `shopper${counter}.${newId('t').slice(2, 10).toLowerCase()}@example.vn`;
  const users = new UserStore();
  const userId = await insertUser(db, {
    email,
    firstName: 'Mai',
    lastName: 'Trần',
    telephoneNumber: `09${String(10_000_000 + counter * 7919).slice(-8)}`,
    telephoneVerified: true,
    numSuccessfulOrders: 3,
    firstOrderEligible: false,
    ...user,
  });
  await users.setPasswordHash(db, userId, await hasher.hash(SHOPPER_PASSWORD));
  const addressId = newId('adr');
  await db.query(
    `INSERT INTO addresses (id, user_id, account_scope, type, first_name, last_name, address_line1, ward, district, city, country)
     VALUES ($1, $2, $3, 1, 'Mai', 'Trần', '12 Nguyễn Huệ', 'Phường Bến Nghé', 'Quận 1', 'Thành phố Hồ Chí Minh', 'VN')`,
    [addressId, userId, user.clientViewType ?? AccountScope.PERSONAL],
  );
  const browser = new TestBrowser(baseUrl);
  const login = await browser.login(email, SHOPPER_PASSWORD);
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  return { userId, email, addressId, browser };
}

/** Puts variants in the shopper's cart through the cart service, as add-to-cart would. */
export async function fillCart(
  carts: CartService,
  db: Database,
  userId: string,
  items: { variantId: string; quantity: number; fulfillmentMethod?: number }[],
): Promise<void> {
  const owner = await ownerForUser(db, userId, null);
  if (!owner) throw new Error('no such user');
  const { items: outcomes } = await carts.addItems(owner, items, 'variant-ids');
  const refused = outcomes.filter((outcome) => outcome.status !== 'added');
  if (refused.length > 0) throw new Error(`cart refused: ${JSON.stringify(refused)}`);
}

/**
 * Completes every step of the demo shop's checkout for a standard-delivery cart: address, VAT
 * not needed, standard instructions, loyalty declined, payment on fulfilment.
 */
export async function completeSteps(
  db: Database,
  shopper: TestShopper,
  patch: CheckoutStatePatch = {},
): Promise<void> {
  await saveCheckoutState(db, shopper.userId, {
    shipping_address_id: shopper.addressId,
    marketplace_address_id: shopper.addressId,
    vat_not_needed: true,
    standard_delivery_instructions: '',
    loyalty_selection: 'not-now',
    billing_type: 'paymentOnFulfillment',
    ...patch,
  });
}
