import { AccountErrorCode } from '@gio/contracts';
import { SOCIAL_PROVIDERS, type SocialProvider } from '@gio/domain-access';
import { ServerErrorCode } from '@gio/domain-enums';
import { Skeleton } from '@gio/ui';
import { useTranslation } from 'react-i18next';
import { useLoaderData, type ActionFunctionArgs } from 'react-router';
import type { AppDeps } from '../../app/app-context';
import { changePassword } from '../../features/password/api/change-password';
import { setPassword } from '../../features/password/api/set-password';
import { ChangePasswordForm, SetPasswordForm } from '../../features/password/components/change-password-form';
import { getSignedInUser } from '../../features/session/api/get-signed-in-user';
import { linkSocialAccount, unlinkSocialAccount } from '../../features/sign-ins/api/social-links';
import { SignInMethods } from '../../features/sign-ins/components/sign-in-methods';
import { failureOf, readJson, success, type ActionResult, type FailureRules } from '../../lib/action-result';
import { Deferred } from '../../lib/deferred';
import { Page } from '../../lib/page';

export function changePasswordLoader({ client, csrf, environment }: AppDeps) {
  return () => ({ user: getSignedInUser(client, csrf, environment) });
}

type PasswordBody = {
  intent: string;
  currentPassword: string;
  newPassword: string;
  provider: SocialProvider;
  idToken: string;
};

const PASSWORD_FAILURES: FailureRules = {
  fields: ['currentPassword', 'newPassword'],
  codes: {
    [ServerErrorCode.LOGIN_ERROR]: { field: 'currentPassword', key: 'account.password.current_wrong' },
    [AccountErrorCode.PASSWORD_ALREADY_SET]: { key: 'account.password.already_set' },
    [AccountErrorCode.LAST_SIGN_IN_METHOD]: { key: 'account.sign_ins.last_method' },
    [AccountErrorCode.SOCIAL_ACCOUNT_TAKEN]: { key: 'account.sign_ins.taken' },
    [AccountErrorCode.SOCIAL_TOKEN_INVALID]: { key: 'account.sign_ins.token_invalid' },
    [AccountErrorCode.SOCIAL_SIGN_IN_DISABLED]: { key: 'account.sign_ins.disabled' },
  },
};

const isProvider = (value: unknown): value is SocialProvider =>
  typeof value === 'string' && (SOCIAL_PROVIDERS as readonly string[]).includes(value);

/** Change the password, or set a first one; link or unlink a provider (accounts.md §7). */
export function changePasswordAction({ client, csrf }: AppDeps) {
  return async ({ request }: ActionFunctionArgs): Promise<ActionResult> => {
    const body = await readJson<PasswordBody>(request);
    try {
      if ((body.intent === 'link' || body.intent === 'unlink') && isProvider(body.provider)) {
        if (body.intent === 'link') await linkSocialAccount(client, body.provider, body.idToken ?? '');
        else await unlinkSocialAccount(client, body.provider);
        return success(null);
      }
      if (body.intent === 'set') {
        await setPassword(client, body.newPassword ?? '');
        return success(null);
      }
      if (body.intent === 'change') {
        const { csrfToken } = await changePassword(client, {
          currentPassword: body.currentPassword ?? '',
          newPassword: body.newPassword ?? '',
        });
        // The session was renewed: the old token is no longer accepted.
        csrf.set(csrfToken);
        return success(null);
      }
      return { ok: false, formError: 'form.api_error_message_default' };
    } catch (error) {
      return failureOf(error, PASSWORD_FAILURES);
    }
  };
}

function PasswordSkeleton() {
  return (
    <div className="acc-stack" aria-busy="true">
      <Skeleton variant="text" lines={5} announce />
    </div>
  );
}

/**
 * /account/change-password (accounts.md §2): change the password, or, for an account created by
 * a social sign-in, set a first one; and the Google, Facebook and Apple sign-ins linked to the
 * account, beside the password they stand in for.
 */
export function ChangePasswordPage() {
  const { t } = useTranslation('common');
  const { user } = useLoaderData<ReturnType<ReturnType<typeof changePasswordLoader>>>();
  return (
    <Page title={t('account.password.title')} intro={<p>{t('account.password.intro')}</p>}>
      <Deferred resolve={user} fallback={<PasswordSkeleton />} what={t('account.password.what')}>
        {(signedIn) => (
          <div className="acc-stack acc-stack--sections">
            {signedIn.hasPassword ? <ChangePasswordForm /> : <SetPasswordForm />}
            <SignInMethods user={signedIn} />
          </div>
        )}
      </Deferred>
    </Page>
  );
}
