import { AccountLevel } from '@gio/domain-enums';
import { emailSchema, passwordSchema, phoneSchema, vatTaxCodeSchema } from '@gio/domain-validation';
import { z } from 'zod';
import { organizationSchema, sessionUserSchema } from './accounts/user';
import type { RestRoute } from './rest';

/**
 * Calls of the business (B2B) area (accounts.md §3 "Business account", "Organization invite",
 * "Org update confirmation", "Lead capture", "VAT information"; §5 lead capture; §6; §7
 * "Business and other"; `submit-pallet-quote-request` of §7 "Lists, favourites and product
 * data"). The spec names the lead, VAT and clear-confirmation calls; the organisation page's
 * own calls (`/api/organization…`) are designed here. Successful answers are `{ data: … }`,
 * failures the shared error body (`accountErrorSchema`).
 */

const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
const id = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'must be an id');
const required = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) => z.string().trim().max(max).optional();

/**
 * Error codes of the business calls that the spec's catalogue does not number. 403 is kept
 * for CSRF and bot protection (the apps reload on it), so a level that may not take an action
 * gets 400 PERMISSION_DENIED.
 */
export const BusinessErrorCode = {
  /** 400: the user's account level may not take this action (domain-access `can`). */
  PERMISSION_DENIED: 'PERMISSION_DENIED',
  /** 400: the shop switched the business account off (isEnabled false); it can only be viewed. */
  ORGANIZATION_DISABLED: 'ORGANIZATION_DISABLED',
  /** 400: the organisation's manage-users flag is off. */
  USER_MANAGEMENT_DISABLED: 'USER_MANAGEMENT_DISABLED',
  /** 409: the invited address already belongs to a user of this organisation. */
  ALREADY_MEMBER: 'ALREADY_MEMBER',
  /** 409: the user belongs to another organisation and must leave it before joining. */
  IN_ANOTHER_ORGANIZATION: 'IN_ANOTHER_ORGANIZATION',
  /** 400: a change of one's own role, of the owner, or to owner (ownership is not handed over here). */
  ROLE_CHANGE_REFUSED: 'ROLE_CHANGE_REFUSED',
  /** 410: the invite was accepted, revoked or has expired. */
  INVITE_NOT_USABLE: 'INVITE_NOT_USABLE',
} as const;
export type BusinessErrorCode = (typeof BusinessErrorCode)[keyof typeof BusinessErrorCode];

/** Levels a manager may give by invite or role change: Member 2, Cart Editor 3, Admin 4. */
export const ASSIGNABLE_LEVELS = [
  AccountLevel.BUSINESS_USER,
  AccountLevel.BUSINESS_GENERATED_CART_USER,
  AccountLevel.BUSINESS_ADMIN,
] as const;
const assignableLevel = z.union([
  z.literal(AccountLevel.BUSINESS_USER),
  z.literal(AccountLevel.BUSINESS_GENERATED_CART_USER),
  z.literal(AccountLevel.BUSINESS_ADMIN),
]);

/** Random invite codes are 43 URL-safe characters; anything else is refused before a lookup. */
const inviteCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,64}$/, 'must be an invite code');

/** accounts.md §3 "Organization invite": code and invitedEmail, with what the page shows. */
export const organizationInviteSchema = z.object({
  code: z.string(),
  invitedEmail: z.string(),
  accountLevel: z.number().int(),
  levelLabel: z.string(),
  invitedBy: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type OrganizationInvite = z.infer<typeof organizationInviteSchema>;

/** accounts.md §3 "Org update confirmation": type, header, message. */
export const OrganizationConfirmationType = {
  ROLE_CHANGED: 'roleChanged',
  REMOVED: 'removedFromOrganization',
  ORGANIZATION_UPDATED: 'organizationUpdated',
  JOINED: 'joinedOrganization',
} as const;
export type OrganizationConfirmationType =
  (typeof OrganizationConfirmationType)[keyof typeof OrganizationConfirmationType];

export const organizationConfirmationSchema = z.object({
  type: z.enum(Object.values(OrganizationConfirmationType) as [string, ...string[]]),
  header: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
export type OrganizationConfirmation = z.infer<typeof organizationConfirmationSchema>;

export const organizationUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  accountLevel: z.number().int(),
  levelLabel: z.string(),
  isCurrentUser: z.boolean(),
});
export type OrganizationUser = z.infer<typeof organizationUserSchema>;

/** What the signed-in user may do on the organisation page (domain-access `allowedActions`). */
const viewerSchema = z.object({
  accountLevel: z.number().int(),
  levelLabel: z.string(),
  allowedActions: z.array(z.string()),
  canManageBusinessUsers: z.boolean(),
});

const organizationPage = dataOf(
  z.object({ organization: organizationSchema, viewer: viewerSchema }),
);

/**
 * What the owner changes about the organisation. The other business-account fields (enabled,
 * promo code, reward, credit, invoice terms, ACH, item exclusion, manage users) are the shop's
 * terms: the call refuses them as unknown fields.
 */
export const organizationUpdateSchema = z
  .object({
    name: required(160).optional(),
    logoImage: z.url().max(500).nullable().optional(),
    bannerInterstitialsEnabled: z.boolean().optional(),
    defaultPaymentEnabled: z.boolean().optional(),
  })
  .strict()
  .refine((update) => Object.keys(update).length > 0, { error: 'nothing to change' });
export type OrganizationUpdate = z.infer<typeof organizationUpdateSchema>;

const usersPage = dataOf(
  z.object({
    users: z.array(organizationUserSchema),
    /** Pending invites, for owners and admins only (the code lets anyone join). */
    invites: z.array(organizationInviteSchema),
  }),
);

/** The B2B login-data modal (storefront.md §4 first-load modal; accounts.md §6: not for level 3). */
export const businessLoginDataSchema = z.object({
  organizationName: z.string(),
  logoImage: z.string().nullable(),
  accountLevel: z.number().int(),
  levelLabel: z.string(),
  clientViewType: z.number().int(),
  /** Present for levels that may pay by invoice on an invoice-enabled account. */
  invoice: z
    .object({
      creditLimit: z.number().int(),
      currentOutstanding: z.number().int(),
      available: z.number().int(),
    })
    .nullable(),
  userCount: z.number().int(),
});
export type BusinessLoginData = z.infer<typeof businessLoginDataSchema>;

/**
 * `loginData` is null for the cart editor and personal users; `showModal` is true until the
 * modal has been seen in this sign-in.
 */
const loginDataAnswer = dataOf(
  z.object({ loginData: businessLoginDataSchema.nullable(), showModal: z.boolean() }),
);

export const organizationRoutes = {
  organization: {
    method: 'GET',
    path: '/api/organization',
    response: organizationPage,
  },
  updateOrganization: {
    method: 'PUT',
    path: '/api/organization',
    body: organizationUpdateSchema,
    response: organizationPage,
  },
  users: {
    method: 'GET',
    path: '/api/organization/users',
    response: usersPage,
  },
  invite: {
    method: 'POST',
    path: '/api/organization/invites',
    body: z.object({
      email: emailSchema,
      accountLevel: assignableLevel.default(AccountLevel.BUSINESS_USER),
    }),
    response: dataOf(z.object({ invite: organizationInviteSchema })),
  },
  revokeInvite: {
    method: 'DELETE',
    path: '/api/organization/invites/:code',
    params: z.object({ code: inviteCode }),
    response: usersPage,
  },
  /** The invite landing: public, the code is the secret the e-mail carried. */
  inviteDetails: {
    method: 'GET',
    path: '/api/organization/invites/:code',
    params: z.object({ code: inviteCode }),
    response: dataOf(
      z.object({
        organizationName: z.string(),
        invitedEmail: z.string(),
        accountLevel: z.number().int(),
        levelLabel: z.string(),
        /** True: sign in and accept; false: join with the code. */
        accountExists: z.boolean(),
      }),
    ),
  },
  /** Invites waiting for the signed-in user's address (the organization-invite first-load modal). */
  myInvites: {
    method: 'GET',
    path: '/api/organization/my-invites',
    response: dataOf(
      z.object({
        invites: z.array(
          z.object({
            code: z.string(),
            invitedEmail: z.string(),
            organizationName: z.string(),
            levelLabel: z.string(),
          }),
        ),
      }),
    ),
  },
  acceptInvite: {
    method: 'POST',
    path: '/api/organization/invites/:code/accept',
    params: z.object({ code: inviteCode }),
    response: organizationPage,
  },
  /** A new user joins with the e-mailed code: the address is the invite's, so no one-time code. */
  joinWithInvite: {
    method: 'POST',
    path: '/api/organization/join',
    body: z.object({
      code: inviteCode,
      password: passwordSchema,
      firstName: required(80),
      lastName: required(80),
      telephone: phoneSchema.optional(),
    }),
    response: dataOf(z.object({ user: sessionUserSchema, csrfToken: z.string() })),
  },
  changeRole: {
    method: 'PUT',
    path: '/api/organization/users/:userId/role',
    params: z.object({ userId: id }),
    body: z.object({ accountLevel: assignableLevel }),
    response: usersPage,
  },
  removeUser: {
    method: 'DELETE',
    path: '/api/organization/users/:userId',
    params: z.object({ userId: id }),
    response: usersPage,
  },
  /** The oldest organisation update confirmation not yet cleared (first-load modal). */
  confirmation: {
    method: 'GET',
    path: '/api/organization/confirmation',
    response: dataOf(z.object({ confirmation: organizationConfirmationSchema.nullable() })),
  },
  /** accounts.md §7: clears the user's confirmations once the modal was shown. */
  clearConfirmation: {
    method: 'GET',
    path: '/api/organization/clear-confirmation',
    response: dataOf(z.object({ cleared: z.number().int() })),
  },
  loginData: {
    method: 'GET',
    path: '/api/organization/login-data',
    response: loginDataAnswer,
  },
  /** The modal was shown: it stays closed until the user signs in again. */
  loginDataSeen: {
    method: 'POST',
    path: '/api/organization/login-data/seen',
    response: loginDataAnswer,
  },
} as const satisfies Record<string, RestRoute>;

/** accounts.md §3 "Lead capture" as typed; company size, occupation and reason are the form's choices. */
export const leadCaptureInputSchema = z.object({
  firstName: required(80),
  lastName: required(80),
  phoneNumber: phoneSchema,
  companyName: required(160).optional(),
  size: optionalText(40),
  occupationType: optionalText(80),
  occupationRole: optionalText(80),
  contactReason: optionalText(500),
  industryType: optionalText(80),
  postalCode: z
    .string()
    .trim()
    .regex(/^([0-9]{5}|[0-9]{9})?$/, 'must be 5 or 9 digits')
    .optional(),
  city: optionalText(80),
  district: optionalText(80),
  ward: optionalText(80),
  hasCompletedLeadCapture: z.boolean().optional(),
});
export type LeadCaptureInput = z.infer<typeof leadCaptureInputSchema>;

export const leadCaptureSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string(),
  companyName: z.string(),
  size: z.string().nullable(),
  occupationType: z.string().nullable(),
  occupationRole: z.string().nullable(),
  contactReason: z.string().nullable(),
  industryType: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  district: z.string().nullable(),
  ward: z.string().nullable(),
  hasCompletedLeadCapture: z.boolean(),
  /** accounts.md §5: false for a business admin or member. */
  companyNameEditable: z.boolean(),
});
export type LeadCapture = z.infer<typeof leadCaptureSchema>;

const leadAnswer = dataOf(z.object({ leadCapture: leadCaptureSchema }));

/** A bulk (pallet) quote request from /bulk-purchase. */
export const palletPayloadSchema = z.object({
  companyName: required(160),
  contactName: required(160),
  email: emailSchema,
  phoneNumber: phoneSchema,
  city: required(80),
  district: optionalText(80),
  /** Delivery postal code (accounts.md §5: 5 or 9 digits). */
  postalCode: z
    .string()
    .trim()
    .regex(/^([0-9]{5}|[0-9]{9})$/, 'must be 5 or 9 digits')
    .optional(),
  /** Wanted delivery date, yyyy-mm-dd. */
  deliveryDate: z.iso.date().optional(),
  items: z
    .array(
      z.object({
        variantId: id.optional(),
        description: required(300),
        pallets: z.number().int().min(1).max(1000),
      }),
    )
    .min(1)
    .max(50),
  notes: optionalText(2000),
});
export type PalletPayload = z.infer<typeof palletPayloadSchema>;

export const leadRoutes = {
  leadCapture: {
    method: 'GET',
    path: '/api/lead-capture',
    response: dataOf(z.object({ leadCapture: leadCaptureSchema.nullable(), exited: z.boolean() })),
  },
  createLeadCapture: {
    method: 'POST',
    path: '/api/lead-capture',
    body: leadCaptureInputSchema,
    response: leadAnswer,
  },
  updateLeadCapture: {
    method: 'PUT',
    path: '/api/lead-capture',
    body: leadCaptureInputSchema.partial(),
    response: leadAnswer,
  },
  exitLeadCapture: {
    method: 'POST',
    path: '/api/exit-lead-capture',
    response: dataOf(z.object({ exited: z.literal(true) })),
  },
  submitPalletQuoteRequest: {
    method: 'POST',
    path: '/api/submit-pallet-quote-request',
    body: z.object({ palletPayload: palletPayloadSchema }),
    response: dataOf(z.object({ success: z.boolean(), requestId: z.string() })),
  },
} as const satisfies Record<string, RestRoute>;

/** accounts.md §3 "VAT information"; the tax code follows domain-validation's rule. */
export const vatInformationInputSchema = z.object({
  addressLine1: required(160),
  city: required(80),
  companyName: required(160),
  district: required(80),
  email: emailSchema,
  firstName: required(80),
  lastName: required(80),
  taxCode: vatTaxCodeSchema,
});
export type VatInformationInput = z.infer<typeof vatInformationInputSchema>;

export const vatInformationSchema = vatInformationInputSchema.extend({ updatedAt: z.string() });
export type VatInformation = z.infer<typeof vatInformationSchema>;

export const vatRoutes = {
  vatInformation: {
    method: 'GET',
    path: '/api/vat-information',
    response: dataOf(z.object({ vatInformation: vatInformationSchema.nullable() })),
  },
  saveVatInformation: {
    method: 'POST',
    path: '/api/vat-information',
    body: vatInformationInputSchema,
    response: dataOf(z.object({ vatInformation: vatInformationSchema })),
  },
  vatTaxCode: {
    method: 'GET',
    path: '/api/vat-tax-code/:code',
    params: z.object({ code: vatTaxCodeSchema }),
    response: dataOf(
      z.object({
        company: z.object({
          taxCode: z.string(),
          companyName: z.string(),
          addressLine1: z.string(),
          district: z.string(),
          city: z.string(),
        }),
      }),
    ),
  },
} as const satisfies Record<string, RestRoute>;
