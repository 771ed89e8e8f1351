import { z } from 'zod';
import type { RestRoute } from '../rest';

/**
 * Calls of accounts.md §7 "Addresses and billing" about billing infos and payment methods.
 * A card is tokenised by the card provider: the number and security code are never stored or
 * answered, only brand, last four digits and expiry.
 */

const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
const id = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'must be an id');

export const cardInputSchema = z.object({
  /** Digits, spaces or dashes as typed; the server checks length and checksum. */
  number: z
    .string()
    .trim()
    .regex(/^[0-9 -]{12,23}$/, 'must be a card number'),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int().min(2000).max(2100),
  cvc: z.string().regex(/^[0-9]{3,4}$/, 'must be 3 or 4 digits'),
  holderName: z.string().trim().min(1).max(120),
  /** The answer to a card provider's challenge (3-D Secure), when the first try asked for one. */
  challengeAnswer: z.string().max(40).optional(),
});

export const billingInputSchema = z.object({
  /** Only cards are saved through this call; other billing types are chosen at checkout. */
  type: z.literal('creditCard'),
  card: cardInputSchema,
  billingAddressId: id.optional(),
  setAsDefault: z.boolean().default(false),
});

export const billingInfoSchema = z.object({
  id: z.string(),
  type: z.string(),
  brand: z.string(),
  lastFour: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  holderName: z.string(),
  billingAddressId: z.string().nullable(),
  isDefault: z.boolean(),
  createdAt: z.string(),
});
export type BillingInfoView = z.infer<typeof billingInfoSchema>;

export const paymentMethodSchema = z.object({
  id: z.string(),
  /** accounts.md §4 payment method number (0 saved card, 4 business invoice, …). */
  paymentMethod: z.number().int(),
  billingInfoId: z.string().nullable(),
  label: z.string(),
  isDefault: z.boolean(),
});
export type PaymentMethodView = z.infer<typeof paymentMethodSchema>;

const billingState = dataOf(
  z.object({
    billingInfos: z.array(billingInfoSchema),
    defaultBillingInfoId: z.string().nullable(),
    paymentMethods: z.array(paymentMethodSchema),
  }),
);

export const billingRoutes = {
  createBilling: {
    method: 'POST',
    path: '/api/billing',
    body: z.object({ billing: billingInputSchema, fromCheckout: z.boolean().default(false) }),
    response: dataOf(
      z.union([
        z.object({ billingInfo: billingInfoSchema, challenge: z.null() }),
        /** The provider wants a challenge answered: post again with `card.challengeAnswer`. */
        z.object({
          billingInfo: z.null(),
          challenge: z.object({ kind: z.literal('3ds'), hint: z.string() }),
        }),
      ]),
    ),
  },
  /** Not in the spec's list; the account billing page reads its data here. */
  listBilling: { method: 'GET', path: '/api/billing', response: billingState },
  defaultBilling: {
    method: 'PUT',
    path: '/api/default_billing',
    body: z.object({ id, changed: z.boolean().default(true), type: z.literal('creditCard') }),
    response: billingState,
  },
  deleteBilling: {
    method: 'DELETE',
    path: '/api/billing/:id',
    params: z.object({ id }),
    response: billingState,
  },
  deletePaymentMethod: {
    method: 'DELETE',
    path: '/api/payment-method/:id',
    params: z.object({ id }),
    body: z.object({ isDefault: z.boolean().optional() }),
    response: billingState,
  },
  defaultPaymentMethod: {
    method: 'PUT',
    path: '/api/default-payment-method/:id',
    params: z.object({ id }),
    response: billingState,
  },
} as const satisfies Record<string, RestRoute>;
