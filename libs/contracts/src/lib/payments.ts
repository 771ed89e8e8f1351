import { z } from 'zod';

/**
 * Payments as the apps see them (accounts.md §4 "Payment transaction status", "Payment
 * methods"), and the answer of the sandbox hosted payment pages (/fasspay-web,
 * /fasspay-mobile, /acs-mobile of storefront.md §2), which post an HTML form.
 */

/** A payment transaction of an order, without anything secret. */
export const paymentSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(['sale', 'refund']),
  /** storefront.md §4 billing type ('creditCard', 'invoice', 'fasspay', …). */
  billingType: z.string(),
  /** accounts.md §4 payment method number. */
  paymentMethod: z.number().int(),
  /** accounts.md §4 payment transaction status number, and its name. */
  status: z.number().int().min(0).max(11),
  statusName: z.string(),
  /** What the shopper recognises: "Visa •••• 4242", "Hóa đơn doanh nghiệp", "FPX (fasspay)". */
  label: z.string(),
  cardBrand: z.string().nullable(),
  cardLastFour: z.string().nullable(),
  amount: z.number().int(),
  capturedAmount: z.number().int(),
  refundedAmount: z.number().int(),
});
export type PaymentSummary = z.infer<typeof paymentSummarySchema>;

/** What the sandbox hosted page or card challenge posts (application/x-www-form-urlencoded). */
export const hostedPaymentDecisionSchema = z.object({
  payment: z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/),
  token: z.string().min(20).max(100),
  action: z.enum(['approve', 'decline', 'cancel']),
  /** The card challenge's answer (/acs-mobile). */
  challengeAnswer: z.string().max(40).optional(),
  /** The FPX bank chosen on the fasspay page. */
  bankCode: z.string().max(20).optional(),
});
export type HostedPaymentDecision = z.infer<typeof hostedPaymentDecisionSchema>;

/** The query of a hosted page link. */
export const hostedPaymentQuerySchema = hostedPaymentDecisionSchema.pick({ payment: true, token: true });
