import { LoyaltyPermission } from '@gio/domain-enums';
import { z } from 'zod';

/** A business account as the signed-in user sees it (accounts.md §3 "Business account"). */
export const organizationSchema = z.object({
  id: z.string(),
  name: z.string(),
  isEnabled: z.boolean(),
  logoImage: z.string().nullable(),
  excludeAllItems: z.boolean(),
  promoCodeEnabled: z.boolean(),
  rewardEnabled: z.boolean(),
  creditEnabled: z.boolean(),
  invoice: z.object({
    enabled: z.boolean(),
    /** Minor units (đồng). */
    creditLimit: z.number().int(),
    currentOutstanding: z.number().int(),
  }),
  achDirectDebitEnabled: z.boolean(),
  defaultPaymentEnabled: z.boolean(),
  bannerInterstitialsEnabled: z.boolean(),
  manageUsersEnabled: z.boolean(),
});
export type OrganizationView = z.infer<typeof organizationSchema>;

export const socialLinksSchema = z.object({
  google: z.boolean(),
  facebook: z.boolean(),
  apple: z.boolean(),
});

/**
 * The signed-in user (accounts.md §3 "User"): who they are and what decides their roles.
 * Favourites, lists, orders and coupons have their own calls.
 */
export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  telephoneNumber: z.string().nullable(),
  telephoneVerified: z.boolean(),
  /** 1 owner, 2 member, 3 promo-code user, 4 admin; null for a personal shopper. */
  customerType: z.number().int().nullable(),
  /** Account user level 0–4 (accounts.md §3). */
  accountLevel: z.number().int(),
  /** Account scope the user views the shop with: 0 personal, 1 business. */
  clientViewType: z.number().int(),
  numSuccessfulOrders: z.number().int(),
  firstOrderEligible: z.boolean(),
  creationDate: z.string(),
  loyaltyRewardAmountInCents: z.number().int(),
  loyaltyPermission: z.enum(Object.values(LoyaltyPermission) as [string, ...string[]]).nullable(),
  hasPassword: z.boolean(),
  socialLinks: socialLinksSchema,
  organization: organizationSchema.nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** GET /api/session: the CSRF token of this session and its user (null for a guest). */
export const sessionResponseSchema = z.object({
  csrfToken: z.string(),
  user: sessionUserSchema.nullable(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;
