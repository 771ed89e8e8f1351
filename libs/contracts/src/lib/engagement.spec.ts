import { engagementRoutes, inviteCodeSchema } from './engagement';
import { pageDataSchema } from './page-data';

describe('engagement contracts', () => {
  it('invite codes are read upper-case; other characters are refused', () => {
    expect(inviteCodeSchema.parse(' huy-ab2cd ')).toBe('HUY-AB2CD');
    expect(inviteCodeSchema.safeParse('abc').success).toBe(false);
    expect(inviteCodeSchema.safeParse('HUY AB2CD').success).toBe(false);
  });

  it('games are asked for by cta; play and dismiss take a gameId', () => {
    expect(engagementRoutes.gameResults.query.parse({ cta: 'game-capture' })).toEqual({
      cta: 'game-capture',
    });
    expect(engagementRoutes.gameResults.query.safeParse({}).success).toBe(false);
    expect(engagementRoutes.playGame.body.safeParse({ gameId: 'game_vong_quay' }).success).toBe(
      true,
    );
    expect(engagementRoutes.dismissGame.body.safeParse({ gameId: '../x' }).success).toBe(false);
  });

  it('survey results: at least one answer, ratings 1 to 5', () => {
    const body = engagementRoutes.surveyResults.body;
    const base = { surveyId: 'svy_confirmation', orderId: '100001' };
    expect(
      body.safeParse({
        surveyResults: { ...base, answers: [{ questionId: 'satisfaction', rating: 5 }] },
      }).success,
    ).toBe(true);
    expect(body.safeParse({ surveyResults: { ...base, answers: [] } }).success).toBe(false);
    expect(
      body.safeParse({
        surveyResults: { ...base, answers: [{ questionId: 'satisfaction', rating: 6 }] },
      }).success,
    ).toBe(false);
  });

  it('the interstitial page defaults to HOME; the newsfeed page to 1', () => {
    expect(engagementRoutes.interstitial.query.parse({})).toEqual({ page: 'HOME' });
    expect(engagementRoutes.newsfeed.query.parse({})).toEqual({ page: 1 });
  });

  it('the invite landing page is page data of the shared union', () => {
    const data = {
      page: 'invite',
      seo: { title: 't', description: 'd', canonicalPath: '/invite/HUY-AB2CD' },
      invite: {
        promoCode: 'HUY-AB2CD',
        valid: true,
        inviterFirstName: 'Huy',
        discountAmount: 50_000,
        minimumPurchase: 200_000,
        endDate: null,
      },
    };
    expect(pageDataSchema.parse(data)).toEqual(data);
  });
});
