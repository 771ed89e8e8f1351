import { AccountScope, AddressType } from '@gio/domain-enums';
import { z } from 'zod';
import type { RestRoute } from '../rest';

/**
 * Calls of accounts.md §7 "Addresses and billing" about addresses. The PO-box, postal-code and
 * state rules (accounts.md §5) run on the server with the domain rules, so that a field error
 * names the field; here only shape and size are checked.
 */

const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
const id = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'must be an id');
const text = (max: number) => z.string().trim().max(max);
const required = (max: number) => z.string().trim().min(1).max(max);
const accountScope = z.union([z.literal(AccountScope.PERSONAL), z.literal(AccountScope.BUSINESS)]);

/** An address as typed (accounts.md §3 "Address"; type 0 default, 1 city-district-ward). */
export const addressInputSchema = z.object({
  type: z
    .union([z.literal(AddressType.DEFAULT), z.literal(AddressType.CITY_DISTRICT_WARD)])
    .default(AddressType.DEFAULT),
  businessName: text(120).optional(),
  firstName: required(80),
  lastName: required(80),
  addressLine1: required(160),
  addressLine2: text(160).optional(),
  ward: text(80).optional(),
  district: text(80).optional(),
  city: required(80),
  state: text(80).optional(),
  postalCode: text(20).optional(),
  country: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/, 'must be an ISO country code')
    .default('VN'),
  /** Which account scope the address serves: 0 personal, 1 the business account. */
  accountScope: accountScope.default(AccountScope.PERSONAL),
});
export type AddressInput = z.infer<typeof addressInputSchema>;

export const addressSchema = z.object({
  id: z.string(),
  type: z.number().int(),
  businessName: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  ward: z.string().nullable(),
  district: z.string().nullable(),
  city: z.string(),
  state: z.string().nullable(),
  /** Display name of the state: a Malaysian state's name, or the state as stored. */
  stateDisplay: z.string().nullable(),
  postalCode: z.string().nullable(),
  country: z.string(),
  accountScope: z.number().int(),
  isDefault: z.boolean(),
  createdAt: z.string(),
});
export type AddressView = z.infer<typeof addressSchema>;

const addressList = dataOf(
  z.object({
    addresses: z.array(addressSchema),
    /** The default address of the scope asked for (or of defaultAddressInfoId when given). */
    defaultAddressId: z.string().nullable(),
  }),
);

export const addressRoutes = {
  createAddress: {
    method: 'POST',
    path: '/api/address',
    body: z.object({
      address: addressInputSchema,
      fromCheckout: z.boolean().default(false),
      setAsDefaultAddress: z.boolean().default(false),
    }),
    /** accounts.md §5: creation succeeds only if the answer carries an address creation result. */
    response: dataOf(
      z.object({
        addressCreationResult: z.object({ address: addressSchema, isDefault: z.boolean() }),
      }),
    ),
  },
  listAddresses: {
    method: 'GET',
    path: '/api/addresses',
    query: z.object({
      defaultAddressInfoId: id.optional(),
      accountScope: z.coerce.number().pipe(accountScope).optional(),
    }),
    response: addressList,
  },
  defaultAddress: {
    method: 'PUT',
    path: '/api/default_address',
    body: z.object({
      id,
      changed: z.boolean().default(true),
      accountScope: accountScope.default(AccountScope.PERSONAL),
    }),
    response: addressList,
  },
  deleteAddress: {
    method: 'DELETE',
    path: '/api/address/:id',
    params: z.object({ id }),
    response: addressList,
  },
  validatePostalCode: {
    method: 'GET',
    path: '/api/postal-code/validate/:postalCode',
    params: z.object({ postalCode: z.string().min(1).max(20) }),
    response: dataOf(z.object({ valid: z.boolean(), postalCode: z.string().nullable() })),
  },
} as const satisfies Record<string, RestRoute>;
