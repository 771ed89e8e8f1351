import { OrganizationAction, can } from '@gio/domain-access';
import { AccountLevel, AccountScope, CustomerType, LoyaltyPermission } from '@gio/domain-enums';
import type { Database } from '../db/database';
import { SANDBOX_TEST_CARDS, SandboxCardProvider } from '../payments/card-provider';
import type { PasswordHasher } from '../security/password-hasher';
import {
  hasUsers,
  insertDefaultAddress,
  insertDemoAddress,
  insertDemoInvoiceMethod,
  insertDemoOrganization,
  insertDemoSavedCard,
} from './demo-users-store';
import { insertUser, type NewUser, UserStore } from './user-store';

/** The one password of every demo user: it meets the spec's rule (accounts.md §5). */
export const DEMO_PASSWORD = 'GioDemo@2025';

export const DEMO_ORGANIZATION = {
  id: 'org_demo_bep_nha_viet',
  name: 'Công ty TNHH Bếp Nhà Việt',
  invoiceCreditLimit: 50_000_000,
  invoiceCurrentOutstanding: 4_250_000,
} as const;

interface DemoUser extends NewUser {
  /** What the README says the account is for. */
  readonly role: string;
  readonly address?: {
    readonly scope: AccountScope;
    readonly line1: string;
    readonly ward: string;
    readonly district: string;
    readonly city: string;
  };
  readonly savedCard?: boolean;
}

const HOME = {
  ward: 'Phường Bến Nghé',
  district: 'Quận 1',
  city: 'Thành phố Hồ Chí Minh',
} as const;

/** The demo users of the issue, listed in the gateway README. */
export const DEMO_USERS: readonly DemoUser[] = [
  {
    role: 'Khách quen (lịch sử đơn hàng)',
    email: 'khach.quen@gio.vn',
    firstName: 'Lan',
    lastName: 'Nguyễn Thị',
    telephoneNumber: '0901234567',
    telephoneVerified: true,
    numSuccessfulOrders: 14,
    firstOrderEligible: false,
    address: { scope: AccountScope.PERSONAL, line1: '12 Nguyễn Huệ', ...HOME },
    savedCard: true,
  },
  {
    role: 'Khách mua lần đầu',
    email: 'khach.moi@gio.vn',
    firstName: 'Khoa',
    lastName: 'Trần Minh',
    numSuccessfulOrders: 0,
    firstOrderEligible: true,
  },
  {
    role: 'Chủ doanh nghiệp (Owner)',
    email: 'chu.doanh.nghiep@gio.vn',
    firstName: 'Hùng',
    lastName: 'Lê Văn',
    customerType: CustomerType.OWNER,
    accountLevel: AccountLevel.BUSINESS_MANAGER,
    clientViewType: AccountScope.BUSINESS,
    organizationId: DEMO_ORGANIZATION.id,
    numSuccessfulOrders: 6,
    firstOrderEligible: false,
    address: { scope: AccountScope.BUSINESS, line1: '86 Lê Thánh Tôn', ...HOME },
  },
  {
    role: 'Quản trị doanh nghiệp (Admin)',
    email: 'quan.tri@gio.vn',
    firstName: 'Hà',
    lastName: 'Phạm Thu',
    customerType: CustomerType.ADMIN,
    accountLevel: AccountLevel.BUSINESS_ADMIN,
    clientViewType: AccountScope.BUSINESS,
    organizationId: DEMO_ORGANIZATION.id,
  },
  {
    role: 'Thành viên doanh nghiệp (Member)',
    email: 'nhan.vien@gio.vn',
    firstName: 'Bảo',
    lastName: 'Võ Quốc',
    customerType: CustomerType.MEMBER,
    accountLevel: AccountLevel.BUSINESS_USER,
    clientViewType: AccountScope.BUSINESS,
    organizationId: DEMO_ORGANIZATION.id,
  },
  {
    role: 'Soạn giỏ doanh nghiệp (Cart Editor)',
    email: 'soan.gio@gio.vn',
    firstName: 'Linh',
    lastName: 'Đặng Mỹ',
    customerType: CustomerType.MEMBER,
    accountLevel: AccountLevel.BUSINESS_GENERATED_CART_USER,
    clientViewType: AccountScope.BUSINESS,
    organizationId: DEMO_ORGANIZATION.id,
  },
  {
    role: 'Thành viên chương trình khách hàng thân thiết',
    email: 'thanh.vien@gio.vn',
    firstName: 'Huy',
    lastName: 'Hoàng Gia',
    numSuccessfulOrders: 3,
    firstOrderEligible: false,
    loyaltyRewardCents: 5_000_000,
    loyaltyPermission: LoyaltyPermission.ALL_PERMISSIONS,
  },
];

/**
 * Adds the demo organisation and users (with an address, a sandbox card and invoice payment
 * where their role has them) to a database without users; returns the e-mails added.
 */
export async function seedDemoUsers(db: Database, hasher: PasswordHasher): Promise<string[]> {
  if (await hasUsers(db)) return [];
  const users = new UserStore();
  const passwordHash = await hasher.hash(DEMO_PASSWORD);
  const card = await new SandboxCardProvider().tokenise(
    {
      number: SANDBOX_TEST_CARDS.visaApproved,
      expMonth: 12,
      expYear: new Date().getUTCFullYear() + 3,
      cvc: '123',
      holderName: 'NGUYEN THI LAN',
    },
    new Date(),
  );
  await db.transaction(async (tx) => {
    await insertDemoOrganization(tx, DEMO_ORGANIZATION);
    for (const demo of DEMO_USERS) {
      const userId = await insertUser(tx, demo);
      await users.setPasswordHash(tx, userId, passwordHash);
      if (demo.address) {
        const addressId = await insertDemoAddress(tx, userId, {
          scope: demo.address.scope,
          businessName: demo.organizationId ? DEMO_ORGANIZATION.name : null,
          firstName: demo.firstName,
          lastName: demo.lastName,
          line1: demo.address.line1,
          ward: demo.address.ward,
          district: demo.address.district,
          city: demo.address.city,
        });
        await insertDefaultAddress(tx, userId, demo.address.scope, addressId);
      }
      if (demo.savedCard && card.status === 'approved') {
        await insertDemoSavedCard(tx, userId, card.card);
      }
      // Invoice is the business account's payment, for the levels that may use it (domain-access).
      if (
        demo.organizationId &&
        can(OrganizationAction.PAY_BY_INVOICE, demo.accountLevel ?? AccountLevel.DEFAULT)
      ) {
        await insertDemoInvoiceMethod(tx, userId, `Hoá đơn ${DEMO_ORGANIZATION.name}`);
      }
    }
  });
  return DEMO_USERS.map((user) => user.email);
}
