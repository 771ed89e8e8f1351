import { stripNonDigits, ValidationMessageKey } from '@gio/domain-validation';
import { Skeleton } from '@gio/ui';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useLocation, useNavigate, type ActionFunctionArgs } from 'react-router';
import type { AppDeps } from '../../app/app-context';
import { validatePostalCode } from '../../features/addresses/api/validate-postal-code';
import { AddressForm } from '../../features/addresses/components/address-form';
import { readAddressDraft, type AddressDraft } from '../../features/addresses/lib/address-draft';
import { getSignedInUser } from '../../features/session/api/get-signed-in-user';
import { failureOf, readJson, success, type ActionResult } from '../../lib/action-result';
import { Deferred } from '../../lib/deferred';
import { Page } from '../../lib/page';

/** Who is adding: their name fills the form, their organisation offers the business scope. */
export function addAddressLoader({ client, csrf, environment }: AppDeps) {
  return () => ({ user: getSignedInUser(client, csrf, environment) });
}

/**
 * Checks a typed address before the confirm step: the form has applied the domain rules, and a
 * postal code is confirmed by its call (accounts.md §5), whose digits replace what was typed.
 */
export function addAddressAction({ client }: AppDeps) {
  return async ({ request }: ActionFunctionArgs): Promise<ActionResult<AddressDraft>> => {
    const draft = readAddressDraft(await readJson(request));
    if (!draft) return { ok: false, formError: 'form.api_error_message_default' };
    if (!draft.postalCode) return success(draft);
    try {
      // Spaces and dashes as typed stay out of the url: the rule counts digits only.
      const checked = await validatePostalCode(client, stripNonDigits(draft.postalCode));
      if (!checked.valid || !checked.postalCode) {
        return { ok: false, errors: { postalCode: ValidationMessageKey.POSTAL_CODE } };
      }
      return success({ ...draft, postalCode: checked.postalCode });
    } catch (error) {
      return failureOf(error, { fields: ['postalCode'] });
    }
  };
}

function AddressFormSkeleton() {
  return (
    <div className="acc-stack" aria-busy="true">
      <Skeleton variant="text" lines={6} announce />
    </div>
  );
}

/** /account/add-address (accounts.md §2): the form; a checked address goes to /account/confirm-address. */
export function AddAddressPage() {
  const { t } = useTranslation('common');
  const { user } = useLoaderData<ReturnType<ReturnType<typeof addAddressLoader>>>();
  const navigate = useNavigate();
  const location = useLocation();
  const draft = readAddressDraft((location.state as { draft?: unknown } | null)?.draft);
  return (
    <Page title={t('account.address.add_title')} intro={<p>{t('account.address.add_intro')}</p>}>
      <Deferred resolve={user} fallback={<AddressFormSkeleton />} what={t('account.address.form_what')}>
        {(signedIn) => (
          <AddressForm
            user={signedIn}
            draft={draft}
            onChecked={(checked) => void navigate('/account/confirm-address', { state: { draft: checked } })}
            onCancel={() => void navigate('/account/address')}
          />
        )}
      </Deferred>
    </Page>
  );
}
