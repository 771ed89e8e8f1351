import type { Queryable } from '../db/database';
import { newId } from '../security/random';

/** A saved address row as the address calls read it. */
export interface AddressRow {
  id: string;
  account_scope: number;
  type: number;
  business_name: string | null;
  first_name: string;
  last_name: string;
  address_line1: string;
  address_line2: string | null;
  ward: string | null;
  district: string | null;
  city: string;
  state: string | null;
  postal_code: string | null;
  country: string;
  created_at: Date | string;
  is_default: boolean;
}

/** An address as it is stored (validated by the address rules first). */
export interface NewAddressRow {
  readonly accountScope: number;
  readonly type: number;
  readonly businessName: string | null;
  readonly firstName: string;
  readonly lastName: string;
  readonly addressLine1: string;
  readonly addressLine2: string | null;
  readonly ward: string | null;
  readonly district: string | null;
  readonly city: string;
  readonly state: string | null;
  readonly postalCode: string | null;
  readonly country: string;
}

/** Locks the user's row until the transaction ends (address changes of one user queue on it). */
export async function lockUser(tx: Queryable, userId: string): Promise<void> {
  await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
}

/** How many addresses the user keeps. */
export async function countAddresses(q: Queryable, userId: string): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM addresses WHERE user_id = $1',
    [userId],
  );
  return rows[0]?.n ?? 0;
}

/** Stores a new address of the user; answers its id. */
export async function insertAddress(
  tx: Queryable,
  userId: string,
  address: NewAddressRow,
): Promise<string> {
  const id = newId('adr');
  await tx.query(
    `INSERT INTO addresses (id, user_id, account_scope, type, business_name, first_name, last_name, address_line1,
           address_line2, ward, district, city, state, postal_code, country)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
    [
      id,
      userId,
      address.accountScope,
      address.type,
      address.businessName,
      address.firstName,
      address.lastName,
      address.addressLine1,
      address.addressLine2,
      address.ward,
      address.district,
      address.city,
      address.state,
      address.postalCode,
      address.country,
    ],
  );
  return id;
}

/** The user's addresses, oldest first, each with whether it is the default of its scope. */
export async function addressRows(q: Queryable, userId: string): Promise<AddressRow[]> {
  const { rows } = await q.query<AddressRow>(
    `SELECT a.*, (d.address_id IS NOT NULL) AS is_default
       FROM addresses a
       LEFT JOIN default_addresses d ON d.user_id = a.user_id AND d.account_scope = a.account_scope AND d.address_id = a.id
       WHERE a.user_id = $1
       ORDER BY a.created_at, a.id`,
    [userId],
  );
  return rows;
}

/** The scope of one of the user's addresses, or null when the user has no such address. */
export async function addressScope(
  q: Queryable,
  userId: string,
  id: string,
): Promise<number | null> {
  const { rows } = await q.query<{ account_scope: number }>(
    'SELECT account_scope FROM addresses WHERE id = $1 AND user_id = $2',
    [id, userId],
  );
  return rows[0]?.account_scope ?? null;
}

/** Deletes one of the user's addresses; false when the user has no such address. */
export async function deleteAddress(q: Queryable, userId: string, id: string): Promise<boolean> {
  const { rows } = await q.query<{ id: string }>(
    'DELETE FROM addresses WHERE id = $1 AND user_id = $2 RETURNING id',
    [id, userId],
  );
  return rows.length > 0;
}

/** Whether the address is the user's. */
export async function ownsAddress(q: Queryable, userId: string, id: string): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM addresses WHERE id = $1 AND user_id = $2', [
    id,
    userId,
  ]);
  return rows.length > 0;
}

/** The city and state of every warehouse (the shop's B2B service area). */
export async function warehouseCities(
  q: Queryable,
): Promise<{ city: string | null; state: string | null }[]> {
  const { rows } = await q.query<{ city: string | null; state: string | null }>(
    `SELECT address->>'city' AS city, address->>'state' AS state FROM warehouses`,
  );
  return rows;
}

/** The user's default address of a scope, or null. */
export async function defaultAddressId(
  q: Queryable,
  userId: string,
  scope: number,
): Promise<string | null> {
  const { rows } = await q.query<{ address_id: string }>(
    'SELECT address_id FROM default_addresses WHERE user_id = $1 AND account_scope = $2',
    [userId, scope],
  );
  return rows[0]?.address_id ?? null;
}

/** Makes the address the user's default of the scope. */
export async function setDefaultAddress(
  tx: Queryable,
  userId: string,
  scope: number,
  addressId: string,
): Promise<void> {
  await tx.query(
    `INSERT INTO default_addresses (user_id, account_scope, address_id) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, account_scope) DO UPDATE SET address_id = EXCLUDED.address_id`,
    [userId, scope, addressId],
  );
}
