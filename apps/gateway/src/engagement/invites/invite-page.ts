import { inviteCodeSchema, type PageDataResponse } from '@gio/contracts';
import { text } from '../../i18n/texts';
import type { InviteService } from './invite-service';

/**
 * Page data of /invite/:promocode (accounts.md §2 "referral invite landing"): the offer of the
 * code, which the page shows or says has ended. A path that cannot be a code is not found.
 */
export async function invitePageData(
  invites: InviteService,
  promocode: string,
): Promise<PageDataResponse | null> {
  const parsed = inviteCodeSchema.safeParse(promocode);
  if (!parsed.success) return null;
  const invite = await invites.offerFor(parsed.data);
  const heading =
    invite.valid && invite.inviterFirstName
      ? `${invite.inviterFirstName} mời bạn mua sắm tại Giỏ`
      : 'Lời mời mua sắm tại Giỏ';
  return {
    data: {
      page: 'invite',
      seo: {
        title: text('seo', 'title_template', { title: heading }),
        description: text('seo', 'default_description'),
        canonicalPath: `/invite/${encodeURIComponent(invite.promoCode)}`,
      },
      invite,
    },
  };
}
