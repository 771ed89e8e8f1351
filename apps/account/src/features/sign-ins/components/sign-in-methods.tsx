import type { SessionUser } from '@gio/contracts';
import { canUnlinkSocialSignIn, SOCIAL_PROVIDERS, type SocialProvider } from '@gio/domain-access';
import { Button, ConfirmDialog, Notice, useMessages } from '@gio/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIdTokenSource, useSiteConfig } from '../../../app/app-context';
import { useActionSubmit } from '../../../lib/action-form';
import type { ActionResult } from '../../../lib/action-result';
import { socialSignInProviders } from '../../../lib/site-config';

/** Provider names as the providers write them. */
export const PROVIDER_NAMES: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook', apple: 'Apple' };

/**
 * Google, Facebook and Apple sign-ins of the account (accounts.md §4, §7): each provider whose
 * site and partner switches are both on can be linked (with the provider's id token) or
 * unlinked (after confirming); a provider still linked while switched off is listed without a
 * button. The last way to sign in is never unlinked: the page says to set a password first.
 */
export function SignInMethods({ user }: { user: SessionUser }) {
  const { t } = useTranslation('common');
  const site = useSiteConfig();
  const messages = useMessages();
  const idTokens = useIdTokenSource();
  const { submit } = useActionSubmit<ActionResult>();
  const [busy, setBusy] = useState<SocialProvider | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [toUnlink, setToUnlink] = useState<SocialProvider | null>(null);
  const [unlinkError, setUnlinkError] = useState<string | null>(null);
  const enabled = socialSignInProviders(site);
  const shown = SOCIAL_PROVIDERS.filter((provider) => enabled.includes(provider) || user.socialLinks[provider]);
  if (shown.length === 0) return null;
  const methods = { hasPassword: user.hasPassword, linked: user.socialLinks };

  const link = async (provider: SocialProvider) => {
    if (busy) return;
    setBusy(provider);
    setProblem(null);
    try {
      const idToken = await idTokens(provider, site.socialSignIn[provider].clientId);
      const result = await submit({ intent: 'link', provider, idToken });
      if (result?.ok) messages.show({ kind: 'success', text: t('account.sign_ins.linked_done', { provider: PROVIDER_NAMES[provider] }) });
      else setProblem(t(result?.formError ?? 'form.api_error_message_default', { provider: PROVIDER_NAMES[provider] }));
    } catch {
      // The person closed the provider's window, or its script did not load.
      setProblem(t('account.sign_ins.provider_failed', { provider: PROVIDER_NAMES[provider] }));
    } finally {
      setBusy(null);
    }
  };

  const askUnlink = (provider: SocialProvider) => {
    setProblem(null);
    if (!canUnlinkSocialSignIn(methods, provider)) {
      setProblem(t('account.sign_ins.last_method', { provider: PROVIDER_NAMES[provider] }));
      return;
    }
    setUnlinkError(null);
    setToUnlink(provider);
  };

  const confirmUnlink = async () => {
    if (!toUnlink) return;
    const provider = toUnlink;
    setBusy(provider);
    const result = await submit({ intent: 'unlink', provider });
    setBusy(null);
    if (result?.ok) {
      setToUnlink(null);
      messages.show({ kind: 'success', text: t('account.sign_ins.unlinked_done', { provider: PROVIDER_NAMES[provider] }) });
    } else {
      setUnlinkError(t(result?.formError ?? 'form.api_error_message_default', { provider: PROVIDER_NAMES[provider] }));
    }
  };

  return (
    <section className="acc-section" aria-labelledby="acc-sign-ins-title">
      <h2 id="acc-sign-ins-title" className="acc-section__title">
        {t('account.sign_ins.title')}
      </h2>
      <p>{t('account.sign_ins.intro')}</p>
      <ul className="acc-card-list acc-card-list--single">
        {shown.map((provider) => {
          const name = PROVIDER_NAMES[provider];
          const linked = user.socialLinks[provider];
          return (
            <li key={provider}>
              <article className="acc-card acc-sign-in" aria-label={name}>
                <div className="acc-card__body">
                  <h3 className="acc-card__title">{name}</h3>
                  <p className="acc-card__eyebrow">{linked ? t('account.sign_ins.is_linked') : t('account.sign_ins.not_linked')}</p>
                </div>
                {enabled.includes(provider) ? (
                  <div className="acc-card__actions">
                    {linked ? (
                      <Button variant="secondary" size="sm" loading={busy === provider} onClick={() => askUnlink(provider)}>
                        {t('account.sign_ins.unlink', { provider: name })}
                      </Button>
                    ) : (
                      <Button variant="secondary" size="sm" loading={busy === provider} onClick={() => void link(provider)}>
                        {t('account.sign_ins.link', { provider: name })}
                      </Button>
                    )}
                  </div>
                ) : null}
              </article>
            </li>
          );
        })}
      </ul>
      {problem ? (
        <Notice kind="error" announce>
          <p>{problem}</p>
        </Notice>
      ) : null}
      <ConfirmDialog
        open={toUnlink !== null}
        title={t('account.sign_ins.unlink_title', { provider: toUnlink ? PROVIDER_NAMES[toUnlink] : '' })}
        confirmLabel={t('account.sign_ins.unlink_confirm')}
        busy={busy !== null && busy === toUnlink}
        error={unlinkError}
        onConfirm={() => void confirmUnlink()}
        onCancel={() => setToUnlink(null)}
      >
        <p>{t('account.sign_ins.unlink_body', { provider: toUnlink ? PROVIDER_NAMES[toUnlink] : '' })}</p>
      </ConfirmDialog>
    </section>
  );
}
