import type { CartView, SessionUser, VariantView } from '@gio/contracts';
import { cartFixture } from './fixtures';

/**
 * REST answers in the shapes the gateway sends (the route tables of libs/contracts). Request
 * files check every answer against its route's contract in tests (data-access `callRoute`), so
 * a fake built from these is one the real gateway could give.
 */

/** A personal shopper as GET /api/session and the sign-in calls answer it. */
export function sessionUserFixture(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 'u1',
    email: 'lan@example.vn',
    firstName: 'Lan',
    lastName: 'Nguyễn',
    telephoneNumber: null,
    telephoneVerified: false,
    customerType: null,
    accountLevel: 0,
    clientViewType: 0,
    numSuccessfulOrders: 0,
    firstOrderEligible: true,
    creationDate: '2026-01-01T00:00:00.000Z',
    loyaltyRewardAmountInCents: 0,
    loyaltyPermission: null,
    hasPassword: true,
    socialLinks: { google: false, facebook: false, apple: false },
    organization: null,
    ...overrides,
  };
}

/** The answer of POST /api/login, and of a join that signs in: the session's new CSRF token. */
export function signedInAnswer(csrfToken: string) {
  return { data: { user: sessionUserFixture(), csrfToken, cartItems: [] } };
}

/** The answer of POST /api/carts/merge. */
export function cartMergeAnswer(cart: CartView = cartFixture()) {
  return { data: { cart, merged: [] } };
}

/** The answer of POST /api/product/notify-when-instock for the variant's own warehouse. */
export function backInStockAnswer(variant: VariantView) {
  return {
    data: {
      subscription: {
        variantId: variant.id,
        warehouseId: variant.warehouse.id,
        fulfillerVariantFulfillmentMethod: variant.fulfillmentMethodType,
        createdAt: '2026-01-01T00:00:00.000Z',
        notifiedAt: null,
      },
    },
  };
}

/** The answer of GET /api/waon/redeemed-vouchers/page/1: the shopper's redeemed vouchers. */
export function redeemedVouchersAnswer() {
  return { data: { vouchers: [], page: 1, hasMore: false } };
}

/** The answer of GET /api/organization/login-data for an owner who may pay by invoice. */
export function businessLoginDataAnswer(invoice: {
  creditLimit: number;
  currentOutstanding: number;
  available: number;
}) {
  return {
    data: {
      loginData: {
        organizationName: 'Công ty TNHH Bếp Nhà Việt',
        logoImage: null,
        accountLevel: 1,
        levelLabel: 'Owner',
        clientViewType: 1,
        invoice,
        userCount: 4,
      },
      showModal: false,
    },
  };
}

/** The answer of the organisation calls (accept an invite): the organisation and the viewer. */
export function organizationPageAnswer(name: string) {
  return {
    data: {
      organization: {
        id: 'org-1',
        name,
        isEnabled: true,
        logoImage: null,
        excludeAllItems: false,
        promoCodeEnabled: true,
        rewardEnabled: true,
        creditEnabled: false,
        invoice: { enabled: false, creditLimit: 0, currentOutstanding: 0 },
        achDirectDebitEnabled: false,
        defaultPaymentEnabled: false,
        bannerInterstitialsEnabled: true,
        manageUsersEnabled: true,
      },
      viewer: {
        accountLevel: 2,
        levelLabel: 'Member',
        allowedActions: [],
        canManageBusinessUsers: false,
      },
    },
  };
}

/** The answer of POST /api/lead-capture: the lead as saved. */
export function leadCaptureAnswer() {
  return {
    data: {
      leadCapture: {
        firstName: 'Lan',
        lastName: 'Trần Thị',
        phoneNumber: '0901234567',
        companyName: 'Công ty TNHH Bếp Nhà Việt',
        size: null,
        occupationType: null,
        occupationRole: null,
        contactReason: null,
        industryType: null,
        postalCode: null,
        city: null,
        district: null,
        ward: null,
        hasCompletedLeadCapture: true,
        companyNameEditable: false,
      },
    },
  };
}
