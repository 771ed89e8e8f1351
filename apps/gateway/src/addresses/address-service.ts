import { AppError, fieldError, notFound } from '../http/app-error';
import type { AddressInput, AddressView } from '@gio/contracts';
import { AccountScope, AddressType, ServerErrorCode } from '@gio/domain-enums';
import { foldDiacritics } from '@gio/domain-search';
import {
  MALAYSIAN_STATES,
  US_STATES,
  ValidationMessageKey,
  isPoBox,
  isUsStateCode,
  normalizeState,
  postalCodeSchema,
} from '@gio/domain-validation';
import type { Database, Queryable } from '../db/database';
import {
  addressRows,
  addressScope,
  countAddresses,
  defaultAddressId,
  deleteAddress,
  insertAddress,
  lockUser,
  ownsAddress,
  setDefaultAddress,
  warehouseCities,
  type AddressRow,
} from './address-store';
import { AuditKind } from '@gio/domain-access';
import { recordAudit } from '../audit/audit-store';

/** Addresses one user may keep, so that a script cannot fill the table through one account. */
export const MAX_ADDRESSES_PER_USER = 50;

/** The signed-in user an address call acts for. */
export interface AddressOwner {
  readonly userId: string;
  /** The business account, when the user has one (business-scope addresses need it). */
  readonly organizationId: string | null;
  /** The scope the user views the shop with (accounts.md §3 clientViewType). */
  readonly clientViewType: number;
}

export interface AddressList {
  readonly addresses: AddressView[];
  readonly defaultAddressId: string | null;
}

const MALAYSIAN_STATE_BY_KEY = new Map(
  MALAYSIAN_STATES.flatMap((state) => [
    [state.code.toLowerCase(), state],
    [foldDiacritics(state.name), state],
  ]),
);

/** Display name of a stored state: a Malaysian state's or US state's name, else as stored. */
function stateDisplay(state: string | null): string | null {
  if (state === null) return null;
  const malaysian = MALAYSIAN_STATE_BY_KEY.get(state.toLowerCase());
  if (malaysian) return malaysian.name;
  return isUsStateCode(state) ? US_STATES[state] : state;
}

/** A city compared without case, diacritics or the "Thành phố"/"TP." prefix. */
function cityKey(city: string): string {
  return foldDiacritics(city)
    .replace(/^(thanh pho|tp\.?)\s+/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function view(row: AddressRow): AddressView {
  return {
    id: row.id,
    type: row.type,
    businessName: row.business_name,
    firstName: row.first_name,
    lastName: row.last_name,
    addressLine1: row.address_line1,
    addressLine2: row.address_line2,
    ward: row.ward,
    district: row.district,
    city: row.city,
    state: row.state,
    stateDisplay: stateDisplay(row.state),
    postalCode: row.postal_code,
    country: row.country,
    accountScope: row.account_scope,
    isDefault: row.is_default,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

const blank = (value: string | undefined): value is undefined =>
  value === undefined || value.trim() === '';

/** A validated address, ready to store. */
interface CleanAddress extends AddressInput {
  readonly state: string | undefined;
  readonly postalCode: string | undefined;
}

/**
 * The domain rules of an address (accounts.md §5): no PO box in either line; a postal code of
 * 5 or 9 digits (required for the default type); a state through the state normaliser for the
 * default type, or one of the Malaysian states for the city-district-ward type, which also
 * needs ward and district.
 */
export function checkAddress(input: AddressInput): CleanAddress {
  const field = (name: string) => `address.${name}`;
  if (isPoBox(input.addressLine1))
    throw fieldError(field('addressLine1'), ValidationMessageKey.PO_BOX);
  if (input.addressLine2 && isPoBox(input.addressLine2))
    throw fieldError(field('addressLine2'), ValidationMessageKey.PO_BOX);

  let postalCode: string | undefined;
  if (!blank(input.postalCode)) {
    const parsed = postalCodeSchema.safeParse(input.postalCode);
    if (!parsed.success) throw fieldError(field('postalCode'), ValidationMessageKey.POSTAL_CODE);
    postalCode = parsed.data;
  } else if (input.type === AddressType.DEFAULT) {
    throw fieldError(field('postalCode'), ValidationMessageKey.POSTAL_CODE);
  }

  let state: string | undefined;
  if (input.type === AddressType.DEFAULT) {
    const normalized = normalizeState(input.state);
    if (normalized === null) throw fieldError(field('state'), ValidationMessageKey.STATE);
    state = normalized;
  } else {
    if (blank(input.ward)) throw fieldError(field('ward'), ValidationMessageKey.REQUIRED);
    if (blank(input.district)) throw fieldError(field('district'), ValidationMessageKey.REQUIRED);
    if (!blank(input.state)) {
      const malaysian =
        MALAYSIAN_STATE_BY_KEY.get(input.state.trim().toLowerCase()) ??
        MALAYSIAN_STATE_BY_KEY.get(foldDiacritics(input.state.trim()));
      if (!malaysian) throw fieldError(field('state'), ValidationMessageKey.STATE);
      state = malaysian.code;
    }
  }
  return { ...input, state, postalCode };
}

/**
 * Addresses of accounts.md §7 "Addresses and billing". Every statement is scoped by the owner's
 * user id, so an id of another user's address behaves exactly like an id that does not exist.
 */
export class AddressService {
  constructor(private readonly db: Database) {}

  /**
   * POST /api/address. A business-scope address needs a business account and a city the shop
   * serves for business (a warehouse there), else 585 B2B_LOCATION_UNSUPPORTED. The first
   * address of a scope becomes its default.
   */
  async create(
    owner: AddressOwner,
    input: AddressInput,
    setAsDefault: boolean,
  ): Promise<{ address: AddressView; isDefault: boolean }> {
    const address = checkAddress(input);
    if (address.accountScope === AccountScope.BUSINESS) {
      if (owner.organizationId === null)
        throw fieldError('address.accountScope', 'Tài khoản không thuộc doanh nghiệp nào.');
      if (!(await this.servesBusinessIn(address.city))) {
        throw new AppError(
          400,
          ServerErrorCode.B2B_LOCATION_UNSUPPORTED,
          'Giỏ chưa phục vụ khách hàng doanh nghiệp tại địa chỉ này.',
          'address.city',
        );
      }
    }
    const { id, isDefault } = await this.db.transaction(async (tx) => {
      // Locks the owner's row so two creations cannot both pass the count or both become default.
      await lockUser(tx, owner.userId);
      if ((await countAddresses(tx, owner.userId)) >= MAX_ADDRESSES_PER_USER) {
        throw fieldError('address', `Tối đa ${MAX_ADDRESSES_PER_USER} địa chỉ.`);
      }
      const created = await insertAddress(tx, owner.userId, {
        accountScope: address.accountScope,
        type: address.type,
        businessName: address.businessName || null,
        firstName: address.firstName,
        lastName: address.lastName,
        addressLine1: address.addressLine1,
        addressLine2: address.addressLine2 || null,
        ward: address.ward || null,
        district: address.district || null,
        city: address.city,
        state: address.state ?? null,
        postalCode: address.postalCode ?? null,
        country: address.country,
      });
      if (address.accountScope === AccountScope.BUSINESS && owner.organizationId !== null)
        await recordAudit(tx, {
          organizationId: owner.organizationId,
          actorId: owner.userId,
          kind: AuditKind.ADDRESSES_CHANGED,
          subject: created,
          after: { businessName: address.businessName || null, addressLine1: address.addressLine1, ward: address.ward || null, district: address.district || null, city: address.city },
        });
      const current = await defaultAddressId(tx, owner.userId, address.accountScope);
      if (setAsDefault || current === null) {
        await setDefaultAddress(tx, owner.userId, address.accountScope, created);
        return { id: created, isDefault: true };
      }
      return { id: created, isDefault: false };
    });
    const created = (await addressRows(this.db, owner.userId)).find((row) => row.id === id);
    if (!created) throw notFound('Address');
    return { address: view(created), isDefault };
  }

  /** GET /api/addresses: the user's addresses and the default of the scope asked for. */
  async list(
    owner: AddressOwner,
    options: { defaultAddressInfoId?: string; accountScope?: number } = {},
  ): Promise<AddressList> {
    const scope = options.accountScope ?? owner.clientViewType;
    const rows = (await addressRows(this.db, owner.userId)).filter(
      (row) => options.accountScope === undefined || row.account_scope === options.accountScope,
    );
    const asked = options.defaultAddressInfoId
      ? rows.find((row) => row.id === options.defaultAddressInfoId)
      : undefined;
    const stored = rows.find((row) => row.is_default && row.account_scope === scope);
    return { addresses: rows.map(view), defaultAddressId: asked?.id ?? stored?.id ?? null };
  }

  /** PUT /api/default_address: the address must be the user's and of that scope. */
  async makeDefault(
    owner: AddressOwner,
    id: string,
    changed: boolean,
    accountScope: number,
  ): Promise<AddressList> {
    if (changed) {
      await this.db.transaction(async (tx) => {
        const scope = await addressScope(tx, owner.userId, id);
        if (scope === null) throw notFound('Address');
        if (scope !== accountScope)
          throw fieldError('accountScope', 'Địa chỉ không thuộc phạm vi tài khoản này.');
        const before = await defaultAddressId(tx, owner.userId, accountScope);
        await setDefaultAddress(tx, owner.userId, accountScope, id);
        if (accountScope === AccountScope.BUSINESS && owner.organizationId !== null && before !== id)
          await recordAudit(tx, { organizationId: owner.organizationId, actorId: owner.userId, kind: AuditKind.ADDRESSES_CHANGED, subject: id, before: { defaultAddressId: before }, after: { defaultAddressId: id } });
      });
    }
    return this.list(owner, { accountScope });
  }

  /**
   * DELETE /api/address/{id}: a deleted default leaves the scope without one. A business address
   * leaves a row in the organisation's audit log, in the same transaction.
   */
  async remove(owner: AddressOwner, id: string): Promise<AddressList> {
    await this.db.transaction(async (tx) => {
      const scope = await addressScope(tx, owner.userId, id);
      if (scope === null || !(await deleteAddress(tx, owner.userId, id))) throw notFound('Address');
      if (scope === AccountScope.BUSINESS && owner.organizationId !== null)
        await recordAudit(tx, {
          organizationId: owner.organizationId,
          actorId: owner.userId,
          kind: AuditKind.ADDRESSES_CHANGED,
          subject: id,
          before: { addressId: id },
          after: null,
        });
    });
    return this.list(owner);
  }

  /** Whether the address is the user's (billing infos point at their own addresses only). */
  owns(db: Queryable, userId: string, id: string): Promise<boolean> {
    return ownsAddress(db, userId, id);
  }

  /** B2B service area: the cities where the shop has a warehouse (catalogue `warehouses`). */
  private async servesBusinessIn(city: string): Promise<boolean> {
    const rows = await warehouseCities(this.db);
    const wanted = cityKey(city);
    return rows.some((row) =>
      [row.city, row.state].some((served) => served !== null && cityKey(served) === wanted),
    );
  }
}

/** GET /api/postal-code/validate/{postalCode}: the domain rule, with the digits kept. */
export function validatePostalCode(value: string): { valid: boolean; postalCode: string | null } {
  const parsed = postalCodeSchema.safeParse(value);
  return parsed.success
    ? { valid: true, postalCode: parsed.data }
    : { valid: false, postalCode: null };
}
