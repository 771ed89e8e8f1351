import { AccountScope } from '@gio/domain-enums';
import { ConfirmDialog, EmptyState, Skeleton, useMessages } from '@gio/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, type ActionFunctionArgs } from 'react-router';
import type { AppDeps } from '../../app/app-context';
import { deleteAddress } from '../../features/addresses/api/delete-address';
import { listAddresses, type AddressList, type SavedAddress } from '../../features/addresses/api/list-addresses';
import { setDefaultAddress } from '../../features/addresses/api/set-default-address';
import { AddressCard } from '../../features/addresses/components/address-card';
import { addressLines, addressName } from '../../features/addresses/lib/address-text';
import { useActionSubmit } from '../../lib/action-form';
import { failureOf, readJson, success, type ActionResult } from '../../lib/action-result';
import { Deferred } from '../../lib/deferred';
import { focusPageHeading, Page } from '../../lib/page';

/** The address book's data: every saved address, loaded while the page shows. */
export function addressBookLoader({ client }: AppDeps) {
  return () => ({ addresses: listAddresses(client) });
}

type AddressIntent = { intent: 'delete' | 'default'; id: string; accountScope?: number };

/** Deleting an address, or making one its scope's default (accounts.md §7). */
export function addressBookAction({ client }: AppDeps) {
  return async ({ request }: ActionFunctionArgs): Promise<ActionResult> => {
    const body = await readJson<AddressIntent>(request);
    if (typeof body.id !== 'string') return { ok: false, formError: 'form.api_error_message_default' };
    try {
      if (body.intent === 'delete') await deleteAddress(client, body.id);
      else
        await setDefaultAddress(
          client,
          body.id,
          body.accountScope === AccountScope.BUSINESS ? AccountScope.BUSINESS : AccountScope.PERSONAL,
        );
      return success(null);
    } catch (error) {
      return failureOf(error);
    }
  };
}

function AddressListSkeleton() {
  return (
    <div className="acc-stack" aria-busy="true">
      <Skeleton variant="rect" height="7.5rem" announce />
      <Skeleton variant="rect" height="7.5rem" />
    </div>
  );
}

/**
 * /account/address (accounts.md §2): the saved addresses by account scope, each scope's default
 * marked; make another one the default, or delete one after confirming.
 */
export function AddressBookPage() {
  const { t } = useTranslation('common');
  const { addresses } = useLoaderData<ReturnType<ReturnType<typeof addressBookLoader>>>();
  return (
    <Page
      title={t('account.address.title')}
      intro={<p>{t('account.address.intro')}</p>}
      actions={
        <Link className="acc-button-link" to="/account/add-address">
          {t('account.address.add')}
        </Link>
      }
    >
      <Deferred resolve={addresses} fallback={<AddressListSkeleton />} what={t('account.address.what')}>
        {(list) => <AddressBook list={list} />}
      </Deferred>
    </Page>
  );
}

function AddressBook({ list }: { list: AddressList }) {
  const { t } = useTranslation('common');
  const messages = useMessages();
  const { submit } = useActionSubmit<ActionResult>();
  const [busy, setBusy] = useState<{ id: string; kind: 'default' | 'delete' } | null>(null);
  const [toDelete, setToDelete] = useState<SavedAddress | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [removed, setRemoved] = useState<string | null>(null);
  // Once the deleted card (with the button that had focus) is gone, the heading takes the focus.
  useEffect(() => {
    if (removed === null || list.addresses.some((address) => address.id === removed)) return;
    setRemoved(null);
    focusPageHeading();
  }, [list, removed]);

  if (list.addresses.length === 0) {
    return (
      <EmptyState
        title={t('account.address.empty_title')}
        description={t('account.address.empty_description')}
        actions={
          <Link className="acc-button-link" to="/account/add-address">
            {t('account.address.add_first')}
          </Link>
        }
      />
    );
  }

  const makeDefault = async (address: SavedAddress) => {
    setBusy({ id: address.id, kind: 'default' });
    const result = await submit({ intent: 'default', id: address.id, accountScope: address.accountScope });
    setBusy(null);
    if (result?.ok) {
      messages.show({ kind: 'success', text: t('account.address.default_done', { name: addressName(address) }) });
    } else {
      messages.show({ kind: 'error', text: t(result?.formError ?? 'form.api_error_message_default') });
    }
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    setBusy({ id: toDelete.id, kind: 'delete' });
    setDeleteError(null);
    const result = await submit({ intent: 'delete', id: toDelete.id });
    setBusy(null);
    if (result?.ok) {
      setToDelete(null);
      setRemoved(toDelete.id);
      messages.show({ kind: 'success', text: t('account.address.delete_done') });
    } else {
      setDeleteError(t(result?.formError ?? 'form.api_error_message_default'));
    }
  };

  const scopes = [AccountScope.PERSONAL, AccountScope.BUSINESS].filter((scope) =>
    list.addresses.some((address) => address.accountScope === scope),
  );
  return (
    <>
      {scopes.map((scope) => (
        <section key={scope} className="acc-section" aria-labelledby={`acc-scope-${scope}`}>
          <h2 id={`acc-scope-${scope}`} className="acc-section__title">
            {scope === AccountScope.BUSINESS ? t('account.address.scope_business') : t('account.address.scope_personal')}
          </h2>
          <ul className="acc-card-list">
            {list.addresses
              .filter((address) => address.accountScope === scope)
              .map((address) => (
                <li key={address.id}>
                  <AddressCard
                    address={address}
                    busy={busy?.id === address.id ? busy.kind : null}
                    onMakeDefault={() => void makeDefault(address)}
                    onDelete={() => {
                      setDeleteError(null);
                      setToDelete(address);
                    }}
                  />
                </li>
              ))}
          </ul>
        </section>
      ))}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('account.address.delete_title')}
        confirmLabel={t('account.address.delete_confirm')}
        busy={busy?.kind === 'delete'}
        error={deleteError}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      >
        {toDelete ? (
          <>
            <p>{t('account.address.delete_body')}</p>
            <p className="acc-quote">
              <strong>{addressName(toDelete)}</strong>
              <br />
              {addressLines(toDelete).join(', ')}
            </p>
          </>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
