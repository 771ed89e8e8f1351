import type { SurveyQuestion } from '@gio/contracts';
import { LoyaltyPermission } from '@gio/domain-enums';
import type { Database, Queryable } from '../db/database';
import type { PasswordHasher } from '../security/password-hasher';
import { DEMO_PASSWORD } from '../users/demo-users';
import { insertUser, type NewUser, UserStore } from '../users/user-store';
import { insertDemoMember, insertDemoVoucherOffer } from '../loyalty/loyalty-store';
import { demoContentCounts } from './engagement-store';
import { insertDemoGame, insertDemoPrize } from './games/game-store';
import { insertDemoNewsItem } from './newsfeed/newsfeed-store';
import { insertDemoConfirmationSurvey } from './surveys/survey-store';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A demo WAON member: the account (made when missing) and its card and points. */
interface DemoMember {
  readonly user: NewUser & { readonly loyaltyPermission: LoyaltyPermission | null };
  readonly memberId: string;
  readonly points: number;
  /** Creates the account when missing; false for a demo user of `seedDemoUsers`. */
  readonly create: boolean;
}

/** WAON members in each state (storefront.md §4 "Loyalty status"), listed in the README. */
export const DEMO_MEMBERS: readonly DemoMember[] = [
  {
    user: { email: 'thanh.vien@gio.vn', loyaltyPermission: LoyaltyPermission.ALL_PERMISSIONS },
    memberId: '6900000000000117',
    points: 18_500,
    create: false,
  },
  {
    user: {
      email: 'het.han@gio.vn',
      firstName: 'Mai',
      lastName: 'Trịnh Thị',
      numSuccessfulOrders: 9,
      firstOrderEligible: false,
      loyaltyRewardCents: 1_250_000,
      loyaltyPermission: LoyaltyPermission.NO_PERMISSIONS,
    },
    memberId: '6900000000000125',
    points: 7_200,
    create: true,
  },
  {
    user: {
      email: 'dang.xu.ly@gio.vn',
      firstName: 'Tùng',
      lastName: 'Bùi Thanh',
      numSuccessfulOrders: 1,
      firstOrderEligible: false,
      loyaltyPermission: LoyaltyPermission.ALL_PERMISSIONS_EXCEPT_REDEEM,
    },
    memberId: '6900000000000133',
    points: 0,
    create: true,
  },
];

/** What a member can buy with points: 12 offers, so the redeemable list has two pages. */
const VOUCHER_OFFERS = [
  10_000, 20_000, 30_000, 50_000, 75_000, 100_000, 150_000, 200_000, 250_000, 300_000, 400_000,
  500_000,
].map((amount, index) => ({
  id: `wvo_${String(index + 1).padStart(2, '0')}`,
  title: `Phiếu giảm ${amount.toLocaleString('vi-VN')} ₫`,
  description: `Giảm ${amount.toLocaleString('vi-VN')} ₫ cho đơn từ ${(amount * 5).toLocaleString('vi-VN')} ₫, dùng trong ${index < 6 ? 30 : 60} ngày.`,
  pointsCost: amount / 10,
  discountAmount: amount,
  minimumPurchase: amount * 5,
  validDays: index < 6 ? 30 : 60,
}));

const NEWS = [
  {
    kind: 'announcement',
    title: 'Giỏ giao hàng trong 2 giờ tại Quận 1',
    body: 'Đặt trước 16 giờ, nhận hàng ngay trong chiều.',
    url: '/',
    daysAgo: 9,
  },
  {
    kind: 'promotion',
    title: 'Tuần lễ rau củ Đà Lạt',
    body: 'Giảm đến 30% rau củ tươi mỗi sáng.',
    url: '/products/search/rau',
    daysAgo: 7,
  },
  {
    kind: 'announcement',
    title: 'Thẻ WAON đã có trên Giỏ',
    body: 'Liên kết thẻ WAON để tích điểm và đổi phiếu mua hàng.',
    url: '/waon-member-vouchers',
    daysAgo: 5,
  },
  {
    kind: 'promotion',
    title: 'Mời bạn bè, nhận 50.000 ₫',
    body: 'Bạn bè giảm 50.000 ₫ đơn đầu, bạn nhận 50.000 ₫ tín dụng.',
    url: '/account/invite',
    daysAgo: 3,
  },
  {
    kind: 'game',
    title: 'Vòng quay may mắn đã mở',
    body: 'Mỗi khách một lượt quay, trúng tín dụng hoặc điểm WAON.',
    url: '/account',
    daysAgo: 2,
  },
  {
    kind: 'announcement',
    title: 'Giờ làm việc dịp lễ',
    body: 'Giỏ vẫn giao hàng mọi ngày trong dịp lễ.',
    url: null,
    daysAgo: 1,
  },
] as const;

const GAMES = [
  {
    id: 'game_vong_quay',
    title: 'Vòng quay may mắn',
    description: 'Quay một lần, trúng tín dụng mua sắm hoặc điểm WAON.',
    kind: 'spin-wheel',
    ctas: ['game-capture', 'account'],
    prizes: [
      {
        id: 'prz_vq_50k',
        label: 'Tín dụng 50.000 ₫',
        kind: 'credit',
        amount: 50_000,
        weight: 3,
        remaining: 20,
      },
      {
        id: 'prz_vq_20k',
        label: 'Tín dụng 20.000 ₫',
        kind: 'credit',
        amount: 20_000,
        weight: 10,
        remaining: 100,
      },
      {
        id: 'prz_vq_500d',
        label: '500 điểm WAON',
        kind: 'points',
        amount: 500,
        weight: 15,
        remaining: null,
      },
      {
        id: 'prz_vq_none',
        label: 'Chúc bạn may mắn lần sau',
        kind: 'none',
        amount: 0,
        weight: 72,
        remaining: null,
      },
    ],
  },
  {
    id: 'game_cao_the',
    title: 'Thẻ cào sau đơn hàng',
    description: 'Cào thẻ sau khi đặt hàng để nhận quà.',
    kind: 'scratch-card',
    ctas: ['confirmation', 'account'],
    prizes: [
      {
        id: 'prz_ct_10k',
        label: 'Tín dụng 10.000 ₫',
        kind: 'credit',
        amount: 10_000,
        weight: 30,
        remaining: 500,
      },
      {
        id: 'prz_ct_none',
        label: 'Chúc bạn may mắn lần sau',
        kind: 'none',
        amount: 0,
        weight: 70,
        remaining: null,
      },
    ],
  },
] as const;

/** The confirmation survey (accounts.md §3 "Confirmation survey"). */
export const DEMO_CONFIRMATION_SURVEY: { id: string; title: string; questions: SurveyQuestion[] } =
  {
    id: 'svy_confirmation',
    title: 'Góp ý về lần mua sắm này',
    questions: [
      {
        id: 'satisfaction',
        text: 'Bạn hài lòng với việc đặt hàng hôm nay?',
        type: 'rating',
        required: true,
        options: [],
      },
      {
        id: 'source',
        text: 'Bạn biết đến Giỏ qua đâu?',
        type: 'single',
        required: false,
        options: [
          { id: 'friend', label: 'Bạn bè giới thiệu' },
          { id: 'social', label: 'Mạng xã hội' },
          { id: 'search', label: 'Tìm kiếm' },
          { id: 'other', label: 'Khác' },
        ],
      },
      {
        id: 'categories',
        text: 'Bạn muốn Giỏ có thêm mặt hàng nào?',
        type: 'multiple',
        required: false,
        options: [
          { id: 'fresh', label: 'Thực phẩm tươi' },
          { id: 'household', label: 'Đồ gia dụng' },
          { id: 'baby', label: 'Mẹ và bé' },
        ],
      },
      { id: 'comment', text: 'Góp ý thêm', type: 'text', required: false, options: [] },
    ],
  };

async function seedMembers(tx: Queryable, passwordHash: string, now: Date): Promise<string[]> {
  const users = new UserStore();
  const added: string[] = [];
  for (const member of DEMO_MEMBERS) {
    let user = await users.byEmail(tx, member.user.email);
    if (!user && member.create) {
      const id = await insertUser(tx, member.user);
      await users.setPasswordHash(tx, id, passwordHash);
      added.push(member.user.email);
      user = await users.byId(tx, id);
    }
    if (!user) continue;
    await insertDemoMember(tx, user.id, member.memberId, member.points, new Date(now.getTime() - 120 * DAY_MS));
  }
  return added;
}

async function seedContent(tx: Queryable, now: Date): Promise<void> {
  const start = new Date(now.getTime() - DAY_MS);
  for (const [position, offer] of VOUCHER_OFFERS.entries()) {
    await insertDemoVoucherOffer(tx, offer, start, new Date(now.getTime() + 365 * DAY_MS), position);
  }
  for (const [index, item] of NEWS.entries()) {
    await insertDemoNewsItem(tx, {
      id: `nws_demo_${index + 1}`,
      kind: item.kind,
      title: item.title,
      body: item.body,
      url: item.url,
      publishedAt: new Date(now.getTime() - item.daysAgo * DAY_MS),
    });
  }
  for (const [position, game] of GAMES.entries()) {
    await insertDemoGame(tx, {
      id: game.id,
      title: game.title,
      description: game.description,
      kind: game.kind,
      ctas: [...game.ctas],
      startDate: start,
      endDate: new Date(now.getTime() + 90 * DAY_MS),
      position,
    });
    for (const [prizePosition, prize] of game.prizes.entries()) {
      await insertDemoPrize(tx, {
        id: prize.id,
        gameId: game.id,
        label: prize.label,
        kind: prize.kind,
        amount: prize.amount,
        weight: prize.weight,
        remaining: prize.remaining,
        position: prizePosition,
      });
    }
  }
  await insertDemoConfirmationSurvey(tx, DEMO_CONFIRMATION_SURVEY);
}

/**
 * The loyalty and engagement demo data, after `seedDemoUsers`: WAON members in every state (the
 * accounts of the other states made here), voucher offers, newsfeed items, games and the
 * confirmation survey. Safe to run on every start: what exists is left as it is. Returns the
 * e-mails of the accounts it made.
 */
export async function seedLoyaltyAndEngagement(
  db: Database,
  hasher: PasswordHasher,
  now = new Date(),
): Promise<string[]> {
  const counts = (await demoContentCounts(
    db,
    DEMO_MEMBERS.filter((member) => member.create).map((member) => member.user.email),
  )) ?? { surveys: 0, demo: 0, members: 0 };
  // Demo members join the demo users only: a shop with real accounts gets no demo accounts.
  const membersMissing =
    counts.demo > 0 && counts.members < DEMO_MEMBERS.filter((member) => member.create).length;
  if (counts.surveys > 0 && !membersMissing) return [];
  const passwordHash = membersMissing ? await hasher.hash(DEMO_PASSWORD) : null;
  return db.transaction(async (tx) => {
    const added = passwordHash !== null ? await seedMembers(tx, passwordHash, now) : [];
    if (counts.surveys === 0) await seedContent(tx, now);
    return added;
  });
}
