import { emailSchema, vatTaxCodeSchema } from '@gio/domain-validation';
import { z } from 'zod';
import type { RestRoute } from './rest';

/**
 * The organisation's e-invoice (VAT) details on the organisation page (accounts.md §3 "Business
 * account" and "VAT information", §5 lead capture): the company the shop invoices, its tax code
 * (looked up with `GET /api/vat-tax-code/{code}`), the mailbox e-invoices go to and the address
 * printed on them. One per organisation, unlike `/api/vat-information`, which is a user's own.
 */
const required = (max: number) => z.string().trim().min(1).max(max);
const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

export const organizationInvoiceDetailsInputSchema = z
  .object({
    companyName: required(160),
    taxCode: vatTaxCodeSchema,
    invoiceEmail: emailSchema,
    addressLine1: required(160),
    district: required(80),
    city: required(80),
  })
  .strict();
export type OrganizationInvoiceDetailsInput = z.infer<typeof organizationInvoiceDetailsInputSchema>;

export const organizationInvoiceDetailsSchema = z.object({
  companyName: z.string(),
  taxCode: z.string(),
  invoiceEmail: z.string(),
  addressLine1: z.string(),
  district: z.string(),
  city: z.string(),
  updatedAt: z.string(),
});
export type OrganizationInvoiceDetails = z.infer<typeof organizationInvoiceDetailsSchema>;

/** The details (null until someone saves them) and what the signed-in level may change. */
const invoiceDetailsAnswer = dataOf(
  z.object({
    invoiceDetails: organizationInvoiceDetailsSchema.nullable(),
    /** domain-access `invoiceDetailsAccess`: owner and admin edit; the company name the owner only. */
    editable: z.boolean(),
    companyNameEditable: z.boolean(),
  }),
);
export type OrganizationInvoiceDetailsAnswer = z.infer<typeof invoiceDetailsAnswer>['data'];

export const organizationProfileRoutes = {
  invoiceDetails: {
    method: 'GET',
    path: '/api/organization/invoice-details',
    response: invoiceDetailsAnswer,
  },
  /** A change of company name or tax code by a level that may not make it is PERMISSION_DENIED. */
  saveInvoiceDetails: {
    method: 'PUT',
    path: '/api/organization/invoice-details',
    body: organizationInvoiceDetailsInputSchema,
    response: invoiceDetailsAnswer,
  },
} as const satisfies Record<string, RestRoute>;
