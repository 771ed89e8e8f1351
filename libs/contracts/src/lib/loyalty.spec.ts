import { loyaltyRoutes, memberInfoSchema, waonCardNumberSchema } from './loyalty';

describe('loyalty contracts', () => {
  it('a WAON card number is 16 digits; spaces typed between groups are dropped', () => {
    expect(waonCardNumberSchema.parse('6900 0000 0000 0018')).toBe('6900000000000018');
    expect(waonCardNumberSchema.safeParse('690000000000001').success).toBe(false);
    expect(waonCardNumberSchema.safeParse('69000000000000AB').success).toBe(false);
  });

  it('register-member needs the terms accepted', () => {
    const body = loyaltyRoutes.registerMember.body;
    expect(body.safeParse({ memberId: '6900000000000018', agreeToTerms: true }).success).toBe(true);
    expect(body.safeParse({ memberId: '6900000000000018', agreeToTerms: false }).success).toBe(
      false,
    );
    expect(body.safeParse({ memberId: '6900000000000018' }).success).toBe(false);
  });

  it('voucher pages are numbered from 1', () => {
    expect(loyaltyRoutes.redeemableVouchers.params.parse({ n: '2' })).toEqual({ n: 2 });
    expect(loyaltyRoutes.redeemedVouchers.params.safeParse({ n: '0' }).success).toBe(false);
    expect(loyaltyRoutes.redeemedVouchers.params.safeParse({ n: '1.5' }).success).toBe(false);
  });

  it('member-info: a non-member has no membershipInfo; statuses and permissions are the spec’s', () => {
    const nonMember = {
      membershipInfo: null,
      memberState: 'non-member',
      status: 'not-connected',
      rewardAmount: 0,
      showExpiredBanner: false,
    };
    expect(memberInfoSchema.parse(nonMember)).toEqual(nonMember);
    expect(
      memberInfoSchema.safeParse({
        ...nonMember,
        membershipInfo: {
          memberId: '1',
          permission: 'SOME_PERMISSIONS',
          points: 0,
          registeredAt: '2026-01-01T00:00:00.000Z',
        },
      }).success,
    ).toBe(false);
    expect(memberInfoSchema.safeParse({ ...nonMember, rewardAmount: 12.5 }).success).toBe(false);
  });
});
