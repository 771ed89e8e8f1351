import { BillingType } from '@gio/domain-checkout';
import { AddressType, PaymentMethod, type AccountScope } from '@gio/domain-enums';
import type { Queryable } from '../db/database';
import type { TokenisedCard } from '../payments/card-provider';
import { newId } from '../security/random';

/**
 * The statements of the demo seed (demo-users.ts) besides the users themselves, which the user
 * repository writes: the demo organisation, addresses, a saved card and payment methods.
 */

/** Whether any user exists: demo users are added to an empty database only. */
export async function hasUsers(q: Queryable): Promise<boolean> {
  const { rows } = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
  return (rows[0]?.n ?? 0) > 0;
}

/** The demo business account, with invoice payment and the features its README lists. */
export async function insertDemoOrganization(
  tx: Queryable,
  organization: {
    readonly id: string;
    readonly name: string;
    readonly invoiceCreditLimit: number;
    readonly invoiceCurrentOutstanding: number;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO organizations (id, name, is_enabled, promo_code_enabled, reward_enabled, credit_enabled, invoice_enabled,
       invoice_credit_limit, invoice_current_outstanding, default_payment_enabled, manage_users_enabled)
     VALUES ($1, $2, true, true, false, true, true, $3, $4, true, true)`,
    [
      organization.id,
      organization.name,
      organization.invoiceCreditLimit,
      organization.invoiceCurrentOutstanding,
    ],
  );
}

/** A demo user's address (city-district-ward type, in Vietnam); answers its id. */
export async function insertDemoAddress(
  tx: Queryable,
  userId: string,
  address: {
    readonly scope: AccountScope;
    readonly businessName: string | null;
    readonly firstName: string | undefined;
    readonly lastName: string | undefined;
    readonly line1: string;
    readonly ward: string;
    readonly district: string;
    readonly city: string;
  },
): Promise<string> {
  const addressId = newId('adr');
  await tx.query(
    `INSERT INTO addresses (id, user_id, account_scope, type, business_name, first_name, last_name, address_line1, ward,
             district, city, country)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'VN')`,
    [
      addressId,
      userId,
      address.scope,
      AddressType.CITY_DISTRICT_WARD,
      address.businessName,
      address.firstName,
      address.lastName,
      address.line1,
      address.ward,
      address.district,
      address.city,
    ],
  );
  return addressId;
}

/** Makes the address the user's default of its scope. */
export async function insertDefaultAddress(
  tx: Queryable,
  userId: string,
  scope: AccountScope,
  addressId: string,
): Promise<void> {
  await tx.query(
    'INSERT INTO default_addresses (user_id, account_scope, address_id) VALUES ($1, $2, $3)',
    [userId, scope, addressId],
  );
}

/**
 * A saved sandbox card of the demo shopper: the billing info, made the default billing info,
 * and its saved-card payment method, made the default; answers the billing info's id.
 */
export async function insertDemoSavedCard(
  tx: Queryable,
  userId: string,
  card: TokenisedCard,
): Promise<string> {
  const billingId = newId('bil');
  await tx.query(
    `INSERT INTO billing_infos (id, user_id, type, provider, provider_token, brand, last_four, exp_month, exp_year, holder_name)
           VALUES ($1, $2, $3, 'sandbox', $4, $5, $6, $7, $8, 'NGUYEN THI LAN')`,
    [
      billingId,
      userId,
      BillingType.CREDIT_CARD,
      card.token,
      card.brand,
      card.lastFour,
      card.expMonth,
      card.expYear,
    ],
  );
  await tx.query('INSERT INTO default_billing_infos (user_id, billing_info_id) VALUES ($1, $2)', [
    userId,
    billingId,
  ]);
  await tx.query(
    `INSERT INTO payment_methods (id, user_id, payment_method, billing_info_id, label, is_default) VALUES ($1, $2, $3, $4, $5, true)`,
    [newId('pm'), userId, PaymentMethod.SAVED_CARD, billingId, `VISA •••• ${card.lastFour}`],
  );
  return billingId;
}

/** The business invoice payment method of a demo business user, made their default. */
export async function insertDemoInvoiceMethod(
  tx: Queryable,
  userId: string,
  label: string,
): Promise<void> {
  await tx.query(
    `INSERT INTO payment_methods (id, user_id, payment_method, label, is_default) VALUES ($1, $2, $3, $4, true)`,
    [newId('pm'), userId, PaymentMethod.BUSINESS_INVOICE, label],
  );
}
