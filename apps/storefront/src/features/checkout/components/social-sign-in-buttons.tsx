import type { SocialProvider } from '@gio/domain-access';
import { socialSignInProviders, useApiClient, useSiteConfig } from '@gio/shell';
import { Button } from '@gio/ui';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkSocialSignIn, type SignedIn } from '../api/sign-in';
import { browserIdTokenSource, type SocialIdTokenSource } from '@gio/shell';
import { signInErrorText } from '../lib/sign-in-errors';

/** Provider names as the providers write them. */
const PROVIDER_NAMES: Record<SocialProvider, string> = {
  google: 'Google',
  facebook: 'Facebook',
  apple: 'Apple',
};

export interface SocialSignInButtonsProps {
  /** What follows a sign-in (the cart merge and the destination). */
  onSignedIn: (answer: SignedIn) => Promise<void>;
  /** Where id tokens come from; the providers' own scripts unless a test hands in another. */
  idTokens?: SocialIdTokenSource;
}

/**
 * Google, Facebook and Apple sign-in (accounts.md §4 Sign-in): a button per provider whose site
 * and partner switches are both on; the provider's id token is checked by POST
 * /api/check-{provider}, which signs the shopper in, or says to sign in with the password and
 * link the provider first.
 */
export function SocialSignInButtons({ onSignedIn, idTokens }: SocialSignInButtonsProps) {
  const { t } = useTranslation('common');
  const client = useApiClient();
  const site = useSiteConfig();
  const providers = socialSignInProviders(site);
  const tokens = useMemo(() => idTokens ?? browserIdTokenSource(client), [client, idTokens]);
  const [busy, setBusy] = useState<SocialProvider | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const titleId = useId();
  if (providers.length === 0) return null;

  const signIn = async (provider: SocialProvider) => {
    if (busy) return;
    setBusy(provider);
    setMessage(null);
    try {
      const idToken = await tokens(provider, site.socialSignIn[provider].clientId);
      const { data } = await checkSocialSignIn(client, provider, idToken);
      if (data.signedIn) {
        await onSignedIn({ data });
        return;
      }
      const name = PROVIDER_NAMES[provider];
      setMessage(
        data.email
          ? t('checkout_login.social_link_required', { email: data.email, provider: name })
          : t('checkout_login.social_link_required_no_email', { provider: name }),
      );
    } catch (error) {
      setMessage(signInErrorText(error, t));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="sf-checkout-login__social" role="group" aria-labelledby={titleId}>
      <p id={titleId}>{t('checkout_login.social_title')}</p>
      {providers.map((provider) => (
        <Button
          key={provider}
          variant="secondary"
          fullWidth
          loading={busy === provider}
          onClick={() => void signIn(provider)}
        >
          {t(`checkout_login.social_${provider}`)}
        </Button>
      ))}
      {message ? (
        <p role="alert" className="sf-form__error">
          {message}
        </p>
      ) : null}
    </div>
  );
}
