import { emailSchema, passwordSchema, type FieldRule } from '@gio/domain-validation';
import { ShellLink, useApiClient, useSession } from '@gio/shell';
import { Button, FormInput, useForm } from '@gio/ui';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageDataState } from '../../../lib/page-data-provider';
import { issueRegistrationOtp, join, login, mergeAfterSignIn, type SignedIn } from '../api/sign-in';
import type { SocialIdTokenSource } from '@gio/shell';
import { signInErrorText } from '../lib/sign-in-errors';
import { SocialSignInButtons } from './social-sign-in-buttons';
import './checkout.css';

/** Where the shopper goes once signed in (storefront.md §2 "the checkout url defaults to this"). */
export const CHECKOUT_URL = '/checkout';

/** The account app's password recovery (accounts.md §7 forget-password). */
const FORGOT_PASSWORD_PATH = '/forgot-password';

const LOGIN_RULES: readonly FieldRule[] = [
  { name: 'email', required: true, validators: [emailSchema] },
  { name: 'password', required: true },
];
const JOIN_RULES: readonly FieldRule[] = [
  { name: 'firstName', required: true },
  { name: 'lastName', required: true },
  { name: 'email', required: true, validators: [emailSchema] },
  { name: 'password', required: true, validators: [passwordSchema] },
];
const OTP_RULES: readonly FieldRule[] = [{ name: 'otp', required: true }];

export interface CheckoutLoginViewProps {
  /** Where the signed-in shopper goes; the checkout unless the page says otherwise (/login). */
  destination?: string;
  /** Whose words the page uses: the checkout's, or a plain sign-in's (/login). */
  purpose?: 'checkout' | 'sign-in';
  /** Where the social buttons get id tokens; the providers' scripts unless a test hands in another. */
  socialIdTokens?: SocialIdTokenSource;
}

/**
 * /checkout-login (storefront.md §2, client-side only; accounts.md §4 Sign-in): sign in or join
 * (with the one-time code when the site asks for one); the guest cart merges into the account
 * (POST /api/carts/merge) and the destination (the checkout) loads with the new session, as a
 * new document: a destination of the account app (`/account/*`) belongs to another router, and
 * every provider must start again with the signed-in session. A forgotten password goes to the
 * account app's /forgot-password.
 */
export function CheckoutLoginView({
  destination = CHECKOUT_URL,
  purpose = 'checkout',
  socialIdTokens,
}: CheckoutLoginViewProps) {
  const { t } = useTranslation('common');
  const client = useApiClient();
  const session = useSession();
  const { environment } = usePageDataState();
  const [mode, setMode] = useState<'login' | 'join'>('login');
  const [otpFor, setOtpFor] = useState<Record<string, string> | null>(null);
  const headingId = useId();
  const words = purpose === 'checkout' ? 'checkout_login' : 'login_page';

  useEffect(() => {
    if (session.status === 'customer') environment.fullPageLoad(destination);
  }, [destination, environment, session.status]);

  const finish = async (answer: SignedIn) => {
    // A failed merge leaves the guest cart for the first-load merge modal of the checkout.
    await mergeAfterSignIn(client, answer.data.csrfToken).catch(() => undefined);
    environment.fullPageLoad(destination);
  };

  const loginForm = useForm({
    rules: LOGIN_RULES,
    initialValues: { email: '', password: '' },
    onSubmit: async (values) => {
      try {
        await finish(await login(client, values.email, values.password));
        return undefined;
      } catch (error) {
        return { formError: signInErrorText(error, t) };
      }
    },
  });

  const joinForm = useForm({
    rules: JOIN_RULES,
    initialValues: { firstName: '', lastName: '', email: '', password: '' },
    onSubmit: async (values) => {
      try {
        const answer = await join(client, values);
        if ('otpRequired' in answer.data) {
          setOtpFor(values);
          return undefined;
        }
        await finish(answer as SignedIn);
        return undefined;
      } catch (error) {
        return { formError: signInErrorText(error, t) };
      }
    },
  });

  const otpForm = useForm({
    rules: OTP_RULES,
    initialValues: { otp: '' },
    onSubmit: async (values) => {
      if (otpFor === null) return undefined;
      try {
        const answer = await join(
          client,
          {
            email: otpFor['email'] ?? '',
            password: otpFor['password'] ?? '',
            firstName: otpFor['firstName'],
            lastName: otpFor['lastName'],
          },
          values.otp,
        );
        if ('otpRequired' in answer.data) return { errors: { otp: 'checkout_login.otp_error' } };
        await finish(answer as SignedIn);
        return undefined;
      } catch (error) {
        return { formError: signInErrorText(error, t) };
      }
    },
  });

  return (
    <div className="sf-checkout-login">
      <h1 id={headingId}>{t(`${words}.title`)}</h1>
      <div className="sf-checkout-login__tabs" role="group" aria-labelledby={headingId}>
        <Button
          variant={mode === 'login' ? 'primary' : 'secondary'}
          aria-pressed={mode === 'login'}
          onClick={() => setMode('login')}
        >
          {t('checkout_login.sign_in')}
        </Button>
        <Button
          variant={mode === 'join' ? 'primary' : 'secondary'}
          aria-pressed={mode === 'join'}
          onClick={() => setMode('join')}
        >
          {t('checkout_login.join')}
        </Button>
      </div>
      {mode === 'login' ? (
        <form
          noValidate
          onSubmit={loginForm.handleSubmit}
          className="sf-form"
          aria-label={t('checkout_login.sign_in')}
        >
          <FormInput
            {...loginForm.field('email')}
            type="email"
            autoComplete="email"
            label={t('checkout_login.email')}
          />
          <FormInput
            {...loginForm.field('password')}
            type="password"
            autoComplete="current-password"
            label={t('checkout_login.password')}
          />
          {loginForm.formError ? (
            <p role="alert" className="sf-form__error">
              {loginForm.formError}
            </p>
          ) : null}
          <Button type="submit" loading={loginForm.submitting} fullWidth>
            {t(`${words}.sign_in_submit`)}
          </Button>
          {/* Password recovery is the account app's page: a full page load (ShellLink). */}
          <ShellLink className="sf-button-link" to={FORGOT_PASSWORD_PATH}>
            {t('checkout_login.forgot_password')}
          </ShellLink>
        </form>
      ) : otpFor ? (
        <form
          noValidate
          onSubmit={otpForm.handleSubmit}
          className="sf-form"
          aria-label={t('checkout_login.otp_title')}
        >
          <p>{t('checkout_login.otp_sent', { email: otpFor['email'] })}</p>
          <FormInput
            {...otpForm.field('otp')}
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            label={t('checkout_login.otp')}
          />
          {otpForm.formError ? (
            <p role="alert" className="sf-form__error">
              {otpForm.formError}
            </p>
          ) : null}
          <Button type="submit" loading={otpForm.submitting} fullWidth>
            {t(`${words}.join_submit`)}
          </Button>
          <Button
            variant="ghost"
            onClick={() =>
              void issueRegistrationOtp(client, otpFor['email'] ?? '').catch(() => undefined)
            }
          >
            {t('checkout_login.otp_resend')}
          </Button>
        </form>
      ) : (
        <form
          noValidate
          onSubmit={joinForm.handleSubmit}
          className="sf-form"
          aria-label={t('checkout_login.join')}
        >
          <FormInput
            {...joinForm.field('firstName')}
            autoComplete="given-name"
            label={t('checkout_login.first_name')}
          />
          <FormInput
            {...joinForm.field('lastName')}
            autoComplete="family-name"
            label={t('checkout_login.last_name')}
          />
          <FormInput
            {...joinForm.field('email')}
            type="email"
            autoComplete="email"
            label={t('checkout_login.email')}
          />
          <FormInput
            {...joinForm.field('password')}
            type="password"
            autoComplete="new-password"
            label={t('checkout_login.password')}
          />
          {joinForm.formError ? (
            <p role="alert" className="sf-form__error">
              {joinForm.formError}
            </p>
          ) : null}
          <Button type="submit" loading={joinForm.submitting} fullWidth>
            {t(`${words}.join_submit`)}
          </Button>
        </form>
      )}
      {mode === 'join' && otpFor ? null : (
        <SocialSignInButtons onSignedIn={finish} idTokens={socialIdTokens} />
      )}
    </div>
  );
}
