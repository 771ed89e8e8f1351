import type { AddressView, BillingInfoView, PaymentMethodView, SessionUser } from '@gio/contracts';

/**
 * Answers in the gateway's shapes. callRoute checks every answer against its contract in tests,
 * so a fixture the gateway could not send fails the test that uses it.
 */

export function sessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 'usr_lan',
    email: 'khach.quen@gio.vn',
    firstName: 'Lan',
    lastName: 'Nguyễn',
    telephoneNumber: '0901234567',
    telephoneVerified: true,
    customerType: null,
    accountLevel: 0,
    clientViewType: 0,
    numSuccessfulOrders: 14,
    firstOrderEligible: false,
    creationDate: '2025-03-01T08:00:00.000Z',
    loyaltyRewardAmountInCents: 0,
    loyaltyPermission: null,
    hasPassword: true,
    socialLinks: { google: false, facebook: false, apple: false },
    organization: null,
    ...overrides,
  };
}

export const organization: NonNullable<SessionUser['organization']> = {
  id: 'org_bnv',
  name: 'Công ty TNHH Bếp Nhà Việt',
  isEnabled: true,
  logoImage: null,
  excludeAllItems: false,
  promoCodeEnabled: true,
  rewardEnabled: true,
  creditEnabled: true,
  invoice: { enabled: true, creditLimit: 50_000_000, currentOutstanding: 0 },
  achDirectDebitEnabled: false,
  defaultPaymentEnabled: true,
  bannerInterstitialsEnabled: false,
  manageUsersEnabled: true,
};

/** GET /api/session for a signed-in user. */
export function sessionAnswer(user: SessionUser | null = sessionUser()) {
  return { body: { csrfToken: 'csrf-token-from-session', user } };
}

export function savedAddress(overrides: Partial<AddressView> = {}): AddressView {
  return {
    id: 'adr_home',
    type: 1,
    businessName: null,
    firstName: 'Lan',
    lastName: 'Nguyễn',
    addressLine1: '12 Lê Lợi',
    addressLine2: null,
    ward: 'Phường Bến Nghé',
    district: 'Quận 1',
    city: 'TP. Hồ Chí Minh',
    state: null,
    stateDisplay: null,
    postalCode: null,
    country: 'VN',
    accountScope: 0,
    isDefault: true,
    createdAt: '2025-03-01T08:00:00.000Z',
    ...overrides,
  };
}

/** GET /api/addresses (and the answer of the calls that change the list). */
export function addressListAnswer(addresses: AddressView[]) {
  return {
    body: {
      data: {
        addresses,
        defaultAddressId: addresses.find((address) => address.isDefault && address.accountScope === 0)?.id ?? null,
      },
    },
  };
}

export function savedCard(overrides: Partial<BillingInfoView> = {}): BillingInfoView {
  return {
    id: 'bil_visa',
    type: 'creditCard',
    brand: 'visa',
    lastFour: '4242',
    expMonth: 12,
    expYear: 2030,
    holderName: 'NGUYEN THI LAN',
    billingAddressId: null,
    isDefault: true,
    createdAt: '2025-03-01T08:00:00.000Z',
    ...overrides,
  };
}

export function paymentMethodOf(card: BillingInfoView, overrides: Partial<PaymentMethodView> = {}): PaymentMethodView {
  return {
    id: `pm_${card.id}`,
    paymentMethod: 0,
    billingInfoId: card.id,
    label: `${card.brand.toUpperCase()} •••• ${card.lastFour}`,
    isDefault: card.isDefault,
    ...overrides,
  };
}

/** GET /api/billing (and the answer of the calls that change it). */
export function billingAnswer(billingInfos: BillingInfoView[], paymentMethods: PaymentMethodView[]) {
  return {
    body: {
      data: {
        billingInfos,
        defaultBillingInfoId: billingInfos.find((card) => card.isDefault)?.id ?? null,
        paymentMethods,
      },
    },
  };
}
