import { migration0001Catalogue } from './0001-catalogue';
import { migration0002CataloguePerformance } from './0002-catalogue-performance';
import { migration0100Accounts } from './0100-accounts';
import { migration0200Carts } from './0200-carts';
import { migration0205Payments } from './0205-payments';
import { migration0210CheckoutOrders } from './0210-checkout-orders';
import { migration0220OrderLifecycle } from './0220-order-lifecycle';
import { migration0300ListsTracking } from './0300-lists-tracking';
import { migration0310Business } from './0310-business';
import { migration0320LoyaltyEngagement } from './0320-loyalty-engagement';
import { migration0321EngagementIndexes } from './0321-engagement-indexes';
import { migration0330VariantStockState } from './0330-variant-stock-state';
import { migration0340EmailPreferences } from './0340-email-preferences';
import { migration0341GateSignUpConfirmation } from './0341-gate-sign-up-confirmation';
import { migration0360OrganizationProfile } from './0360-organization-profile';
import { migration0370OrganizationApprovals } from './0370-organization-approvals';
import { migration0380InvoicePaymentReference } from './0380-invoice-payment-reference';
import { migration0390JobLeases } from './0390-job-leases';
import { migration0400CartVersion } from './0400-cart-version';
import type { Migration } from './migration';

export type { Migration } from './migration';

/**
 * Every migration in the order it is applied. TypeScript modules rather than .sql files so that
 * the esbuild bundle carries them; later issues append here.
 */
export const migrations: readonly Migration[] = [migration0001Catalogue, migration0002CataloguePerformance, migration0100Accounts, migration0200Carts, migration0205Payments, migration0210CheckoutOrders, migration0220OrderLifecycle, migration0300ListsTracking, migration0310Business, migration0320LoyaltyEngagement, migration0321EngagementIndexes, migration0330VariantStockState, migration0340EmailPreferences, migration0341GateSignUpConfirmation, migration0360OrganizationProfile, migration0370OrganizationApprovals, migration0380InvoicePaymentReference, migration0390JobLeases, migration0400CartVersion];
