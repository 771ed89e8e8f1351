import { AccountScope, ServerErrorCode } from '@gio/domain-enums';
import { Button, Modal, Notice, useMessages } from '@gio/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, type ActionFunctionArgs } from 'react-router';
import type { AppDeps } from '../../app/app-context';
import { createAddress } from '../../features/addresses/api/create-address';
import { readAddressDraft, type AddressDraft } from '../../features/addresses/lib/address-draft';
import { addressLines, addressName } from '../../features/addresses/lib/address-text';
import { useActionSubmit } from '../../lib/action-form';
import { failureOf, readJson, success, type ActionResult } from '../../lib/action-result';
import { Page } from '../../lib/page';

const ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'businessName',
  'addressLine1',
  'addressLine2',
  'ward',
  'district',
  'city',
  'state',
  'postalCode',
];

/** POST /api/address with the confirmed draft; 585 B2B_LOCATION_UNSUPPORTED comes back as its code. */
export function confirmAddressAction({ client }: AppDeps) {
  return async ({ request }: ActionFunctionArgs): Promise<ActionResult> => {
    const draft = readAddressDraft(await readJson(request));
    if (!draft) return { ok: false, formError: 'form.api_error_message_default' };
    try {
      await createAddress(client, draft);
      return success(null);
    } catch (error) {
      return failureOf(error, {
        fields: ADDRESS_FIELDS,
        codes: { [ServerErrorCode.B2B_LOCATION_UNSUPPORTED]: { key: 'account.address.b2b_unsupported_body' } },
      });
    }
  };
}

/**
 * /account/confirm-address (accounts.md §2): the address as it will be saved, to confirm or to
 * correct. The draft travels in the history entry, so a reload keeps it; without one the page
 * goes back to the form. A business address the shop does not serve (585) opens a dialog
 * (accounts.md §8).
 */
export function ConfirmAddressPage() {
  const location = useLocation();
  const draft = readAddressDraft((location.state as { draft?: unknown } | null)?.draft);
  if (!draft) return <Navigate to="/account/add-address" replace />;
  return <ConfirmAddress draft={draft} />;
}

function ConfirmAddress({ draft }: { draft: AddressDraft }) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const messages = useMessages();
  const { fetcher, submit } = useActionSubmit<ActionResult>();
  const [failure, setFailure] = useState<string[] | null>(null);
  const [unsupported, setUnsupported] = useState(false);
  const saving = fetcher.state !== 'idle';
  const revise = () => void navigate('/account/add-address', { state: { draft } });

  const save = async () => {
    if (saving) return;
    setFailure(null);
    const result = await submit({ ...draft });
    if (result?.ok) {
      messages.show({ kind: 'success', text: t('account.address.saved') });
      void navigate('/account/address', { replace: true });
      return;
    }
    if (result?.code === ServerErrorCode.B2B_LOCATION_UNSUPPORTED) {
      setUnsupported(true);
      return;
    }
    const errors = Object.values(result?.errors ?? {});
    setFailure(errors.length > 0 ? errors : [result?.formError ?? 'form.api_error_message_default']);
  };

  return (
    <Page title={t('account.address.confirm_title')} intro={<p>{t('account.address.confirm_intro')}</p>}>
      <section className="acc-card acc-address acc-address--confirm" aria-labelledby="acc-confirm-name">
        <div className="acc-card__body">
          <p className="acc-card__eyebrow">
            {draft.accountScope === AccountScope.BUSINESS
              ? t('account.address.scope_business')
              : t('account.address.scope_personal')}
            {draft.setAsDefault ? ` · ${t('account.address.will_be_default')}` : ''}
          </p>
          <h2 id="acc-confirm-name" className="acc-card__title">
            {addressName(draft)}
          </h2>
          <address className="acc-address__lines">
            {addressLines(draft).map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
        </div>
      </section>
      {failure ? (
        <Notice
          kind="error"
          announce
          title={t('account.address.save_failed')}
          action={
            <Button variant="secondary" onClick={revise}>
              {t('account.address.revise')}
            </Button>
          }
        >
          {failure.map((key) => (
            <p key={key}>{t(key)}</p>
          ))}
        </Notice>
      ) : null}
      <div className="acc-form__actions">
        <Button loading={saving} onClick={() => void save()}>
          {t('account.address.confirm')}
        </Button>
        <Button variant="secondary" onClick={revise}>
          {t('account.address.revise')}
        </Button>
      </div>
      <Modal
        open={unsupported}
        variant="small"
        title={t('account.address.b2b_unsupported_title')}
        onClose={() => setUnsupported(false)}
        footer={
          <div className="acc-form__actions">
            <Button variant="secondary" onClick={() => setUnsupported(false)}>
              {t('actions.close')}
            </Button>
            <Button onClick={revise}>{t('account.address.revise')}</Button>
          </div>
        }
      >
        <p>{t('account.address.b2b_unsupported_body')}</p>
      </Modal>
    </Page>
  );
}
