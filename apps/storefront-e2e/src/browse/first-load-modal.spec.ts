import { engagementRoutes, loyaltyRoutes } from '@gio/contracts';
import { formatPoints } from '@gio/domain-loyalty';
import type { Page } from '@playwright/test';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { asOnlyUserOf, DEMO_USERS, expect, openPage, test, waitForHydration } from '@gio/e2e-support';

/** The only demo member whose WAON card has expired (gateway demo content). */
const MEMBER = DEMO_USERS.expiredLoyaltyMember;
const LOYALTY_PROMPT = 'Thẻ thành viên WAON của bạn đã hết hạn';
const GAME_CAPTURE = 'Trò chơi có thưởng';

const isPath = (path: string) => (response: { url(): string }) =>
  new URL(response.url()).pathname === path;

/**
 * A first load (`openPage`, or a reload until hydrated), with what the gateway said applies to the signed-in
 * shopper (`GET /api/first-load`, the server-side modals in priority order).
 */
async function firstLoad(page: Page, load: () => Promise<unknown>): Promise<string[]> {
  const signals = page.waitForResponse(isPath(engagementRoutes.firstLoad.path));
  await load();
  const answer = await signals;
  return engagementRoutes.firstLoad.response.parse(await answer.json()).data.modals;
}

async function reload(page: Page): Promise<void> {
  await page.reload();
  await waitForHydration(page);
}

/**
 * Whether this test is the first of the run to sign the member in. Closing the loyalty prompt
 * and the game dismisses both for the member on every device (POST /api/waon/dismiss,
 * /api/games/dismiss), so only the first turn of a run meets them; the run's output folder, where
 * the marker lives, is emptied at the start of every run, whose shop is seeded afresh.
 */
async function firstTurnOfRun(email: string): Promise<boolean> {
  const marker = join(test.info().project.outputDir, `.first-load-turn-${email}`);
  try {
    await writeFile(marker, test.info().project.name, { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

test('a signed-in member gets exactly one first-load modal per load, by priority, until each is closed', async ({
  page,
  a11y,
  shop,
}) => {
  test.slow();
  const dialogs = page.getByRole('dialog');
  const loyaltyPrompt = page.getByRole('dialog', { name: LOYALTY_PROMPT });
  const gameCapture = page.getByRole('dialog', { name: GAME_CAPTURE });

  await asOnlyUserOf(MEMBER, async () => {
    const fresh = await firstTurnOfRun(MEMBER);
    await shop.signIn(MEMBER);

    if (fresh) {
      const points = (
        await shop.get(loyaltyRoutes.memberInfo.path, loyaltyRoutes.memberInfo.response)
      ).data.membershipInfo?.points;

      // Both the loyalty prompt and the game capture apply; the loyalty prompt comes first
      // (storefront.md §4 "First-load modal"), and only it opens.
      expect(await firstLoad(page, () => openPage(page, '/'))).toEqual([
        'loyalty-prompt',
        'game-capture',
      ]);
      await expect(loyaltyPrompt).toBeVisible();
      await expect(loyaltyPrompt).toContainText(`Bạn vẫn còn ${formatPoints(points)} điểm WAON.`);
      await expect(loyaltyPrompt.getByRole('link', { name: 'Gia hạn thẻ WAON' })).toHaveAttribute(
        'href',
        '/waon-member-vouchers',
      );
      await expect(dialogs).toHaveCount(1);
      await a11y.check(page, 'loyalty prompt');

      // Closing it records the dismissal (storefront.md §4 "Loyalty status").
      const dismissed = page.waitForResponse(isPath(loyaltyRoutes.dismiss.path));
      await loyaltyPrompt.getByRole('button', { name: 'Đóng hộp thoại' }).click();
      await expect(loyaltyPrompt).toBeHidden();
      expect((await dismissed).status()).toBe(200);

      // The next load shows the next modal that applies: the game capture.
      expect(await firstLoad(page, () => reload(page))).toEqual(['game-capture']);
      await expect(gameCapture).toBeVisible();
      await expect(gameCapture.getByRole('button', { name: 'Chơi ngay' })).toBeVisible();
      await expect(dialogs).toHaveCount(1);
      await expect(loyaltyPrompt).toHaveCount(0);
      await a11y.check(page, 'game capture');

      const gameDismissed = page.waitForResponse(isPath(engagementRoutes.dismissGame.path));
      await gameCapture.getByRole('button', { name: 'Đóng hộp thoại' }).click();
      await expect(gameCapture).toBeHidden();
      expect((await gameDismissed).status()).toBe(200);
    }

    // Now none applies, here or on another device: the page asks for its interstitials instead
    // (storefront.md §4), and neither modal opens again.
    const interstitials = page.waitForResponse(isPath(engagementRoutes.interstitial.path));
    expect(await firstLoad(page, () => (fresh ? reload(page) : openPage(page, '/')))).toEqual([]);
    await interstitials;
    await expect(loyaltyPrompt).toHaveCount(0);
    await expect(gameCapture).toHaveCount(0);
    await a11y.check(page, 'home, no first-load modal');
  });
});
