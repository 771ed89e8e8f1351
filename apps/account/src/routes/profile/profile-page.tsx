import { ServerErrorCode } from '@gio/domain-enums';
import { Skeleton } from '@gio/ui';
import { useTranslation } from 'react-i18next';
import { useLoaderData, type ActionFunctionArgs } from 'react-router';
import type { AppDeps } from '../../app/app-context';
import { startPhoneVerification } from '../../features/profile/api/start-phone-verification';
import { updateName } from '../../features/profile/api/update-name';
import { verifyCode } from '../../features/profile/api/verify-code';
import { NameForm } from '../../features/profile/components/name-form';
import { PhoneVerification } from '../../features/profile/components/phone-verification';
import { getSignedInUser } from '../../features/session/api/get-signed-in-user';
import { failureOf, readJson, success, type ActionResult } from '../../lib/action-result';
import { Deferred } from '../../lib/deferred';
import { Page } from '../../lib/page';

export function profileLoader({ client, csrf, environment }: AppDeps) {
  return () => ({ user: getSignedInUser(client, csrf, environment) });
}

type ProfileBody = { intent: 'name' | 'phone' | 'code'; firstName: string; lastName: string; phone: string; code: string };

/** The name, the phone number to verify and the code that verifies it. */
export function profileAction({ client }: AppDeps) {
  return async ({ request }: ActionFunctionArgs): Promise<ActionResult<unknown>> => {
    const body = await readJson<ProfileBody>(request);
    try {
      switch (body.intent) {
        case 'name':
          await updateName(client, { firstName: body.firstName ?? '', lastName: body.lastName ?? '' });
          return success(null);
        case 'phone':
          return success(await startPhoneVerification(client, body.phone ?? ''));
        case 'code':
          await verifyCode(client, body.code ?? '');
          return success(null);
        default:
          return { ok: false, formError: 'form.api_error_message_default' };
      }
    } catch (error) {
      return failureOf(error, {
        fields: ['firstName', 'lastName', 'phone', 'code'],
        codes: {
          [ServerErrorCode.PHONE_NUMBER_ALREADY_REGISTERED]: { field: 'phone', key: 'account.profile.phone_taken' },
          [ServerErrorCode.OTP_ERROR]: { field: 'code', key: 'account.profile.code_invalid' },
        },
      });
    }
  };
}

function ProfileSkeleton() {
  return (
    <div className="acc-stack" aria-busy="true">
      <Skeleton variant="text" lines={3} announce />
      <Skeleton variant="text" lines={3} />
    </div>
  );
}

/**
 * /account/profile (accounts.md §2 account sub-pages: personal details and phone verification):
 * the e-mail the account signs in with, the name, and the phone number with its verification.
 */
export function ProfilePage() {
  const { t } = useTranslation('common');
  const { user } = useLoaderData<ReturnType<ReturnType<typeof profileLoader>>>();
  return (
    <Page title={t('account.profile.title')}>
      <Deferred resolve={user} fallback={<ProfileSkeleton />} what={t('account.profile.what')}>
        {(signedIn) => (
          <div className="acc-stack acc-stack--sections">
            <p>{t('account.profile.email', { email: signedIn.email })}</p>
            <NameForm user={signedIn} />
            <PhoneVerification user={signedIn} />
          </div>
        )}
      </Deferred>
    </Page>
  );
}
