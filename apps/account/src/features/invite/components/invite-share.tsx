import { Button } from '@gio/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useBalance } from '../../../lib/use-money';
import type { MyInvite } from '../api/get-my-invite';
import { inviteLink } from '../lib/invite-link';
import { useCopy } from '../lib/use-copy';

export interface InviteShareProps {
  invite: MyInvite;
  /** The site's origin, for the absolute link (`window.location.origin` in the browser). */
  origin: string;
}

/** The "copied" message of each thing copied. */
const COPIED_KEYS = { code: 'account.invite.copied_code', link: 'account.invite.copied_link' } as const;

/** Web Share where the browser has it (phones mostly); elsewhere the link is copied instead. */
function canShare(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

/**
 * The shopper's invite code and link with copy and share (accounts.md §2 /account/invite), the
 * offer both sides get, and how the invitations went (GET /api/invite/code).
 */
export function InviteShare({ invite, origin }: InviteShareProps) {
  const { t } = useTranslation('common');
  const money = useBalance();
  const { state, copy } = useCopy<keyof typeof COPIED_KEYS>();
  const linkId = useId();
  const link = inviteLink(invite.path, origin);
  const offer = t('account.invite.offer', {
    discount: money(invite.discountAmount),
    credit: money(invite.inviterCredit),
  });

  const share = async () => {
    if (!canShare()) {
      await copy('link', link);
      return;
    }
    try {
      await navigator.share({ title: t('account.invite.share_title'), text: offer, url: link });
    } catch (error) {
      // Closing the share sheet is the person's choice, not a failure; anything else falls back.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      await copy('link', link);
    }
  };

  return (
    <div className="acc-stack acc-stack--sections">
      <section className="acc-section" aria-labelledby="acc-invite-code-title">
        <h2 id="acc-invite-code-title" className="acc-section__title">
          {t('account.invite.code_title')}
        </h2>
        <p>{offer}</p>
        <p>
          {t('account.invite.code_label')} <strong className="acc-invite__code">{invite.promoCode}</strong>
        </p>
        <div className="acc-form__row">
          <div className="acc-invite__link">
            <label htmlFor={linkId}>{t('account.invite.link_label')}</label>
            <input id={linkId} className="acc-invite__link-input" type="url" readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
          </div>
        </div>
        <div className="acc-form__actions">
          <Button variant="secondary" onClick={() => void copy('code', invite.promoCode)}>
            {t('account.invite.copy_code')}
          </Button>
          <Button variant="secondary" onClick={() => void copy('link', link)}>
            {t('account.invite.copy_link')}
          </Button>
          <Button onClick={() => void share()}>{t('account.invite.share')}</Button>
        </div>
        <p role="status" className="acc-invite__copied">
          {state.status === 'copied' ? t(COPIED_KEYS[state.what]) : ''}
        </p>
        {state.status === 'failed' ? (
          <p role="alert">{t('account.invite.copy_failed')}</p>
        ) : null}
      </section>
      <section className="acc-section" aria-labelledby="acc-invite-stats-title">
        <h2 id="acc-invite-stats-title" className="acc-section__title">
          {t('account.invite.stats_title')}
        </h2>
        <dl className="acc-facts">
          <div className="acc-fact">
            <dt>{t('account.invite.joined')}</dt>
            <dd>{t('account.invite.friend_count', { count: invite.invitedCount })}</dd>
          </div>
          <div className="acc-fact">
            <dt>{t('account.invite.rewarded')}</dt>
            <dd>{t('account.invite.friend_count', { count: invite.rewardedCount })}</dd>
          </div>
          <div className="acc-fact">
            <dt>{t('account.invite.credited')}</dt>
            <dd>{money(invite.creditEarned)}</dd>
          </div>
        </dl>
        {invite.invitedCount === 0 ? <p>{t('account.invite.none_yet')}</p> : null}
      </section>
    </div>
  );
}
