import { ServerErrorCode } from '@gio/domain-enums';
import { Button, ConfirmDialog, EmptyState, Skeleton, VisuallyHidden, useMessages } from '@gio/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, type ActionFunctionArgs } from 'react-router';
import type { AppDeps } from '../../app/app-context';
import { createCard, type CreateCardOutcome } from '../../features/billing/api/create-card';
import { deleteBilling } from '../../features/billing/api/delete-billing';
import { deletePaymentMethod } from '../../features/billing/api/delete-payment-method';
import {
  listBilling,
  type BillingState,
  type SavedCard,
  type SavedPaymentMethod,
} from '../../features/billing/api/list-billing';
import { setDefaultBilling } from '../../features/billing/api/set-default-billing';
import { setDefaultPaymentMethod } from '../../features/billing/api/set-default-payment-method';
import { CardForm } from '../../features/billing/components/card-form';
import { isExpired, parseExpiry } from '../../features/billing/lib/card-rules';
import { useActionSubmit } from '../../lib/action-form';
import { failureOf, readJson, success, type ActionResult } from '../../lib/action-result';
import { Deferred } from '../../lib/deferred';
import { focusPageHeading, Page } from '../../lib/page';

export function billingLoader({ client }: AppDeps) {
  return () => ({ billing: listBilling(client) });
}

type BillingBody = {
  intent: 'add-card' | 'default-card' | 'default-method' | 'delete-method' | 'delete-card';
  id: string;
  isDefault: boolean;
  holderName: string;
  number: string;
  expiry: string;
  cvc: string;
  challengeAnswer: string;
  setAsDefault: boolean;
};

/** Adding a card, the two defaults and the deletions (accounts.md §7 "Addresses and billing"). */
export function billingAction({ client }: AppDeps) {
  return async ({ request }: ActionFunctionArgs): Promise<ActionResult<CreateCardOutcome | null>> => {
    const body = await readJson<BillingBody>(request);
    const id = body.id ?? '';
    try {
      switch (body.intent) {
        case 'add-card': {
          const expiry = parseExpiry(body.expiry ?? '');
          if (!expiry) return { ok: false, errors: { expiry: 'account.billing.card_expiry_invalid' } };
          const outcome = await createCard(
            client,
            {
              holderName: body.holderName ?? '',
              number: body.number ?? '',
              cvc: body.cvc ?? '',
              ...expiry,
              ...(body.challengeAnswer ? { challengeAnswer: body.challengeAnswer } : {}),
            },
            body.setAsDefault === true,
          );
          return success(outcome);
        }
        case 'default-card':
          await setDefaultBilling(client, id);
          return success(null);
        case 'default-method':
          await setDefaultPaymentMethod(client, id);
          return success(null);
        case 'delete-method':
          await deletePaymentMethod(client, id, body.isDefault === true);
          return success(null);
        case 'delete-card':
          await deleteBilling(client, id);
          return success(null);
        default:
          return { ok: false, formError: 'form.api_error_message_default' };
      }
    } catch (error) {
      return failureOf(error, {
        fields: ['holderName', 'number', 'expiry', 'cvc'],
        aliases: { expMonth: 'expiry', expYear: 'expiry' },
        codes: {
          [ServerErrorCode.PAYMENT_METHOD_CREATE_PAYMENT_METHOD_FAILED]: {
            field: 'number',
            key: 'account.billing.card_declined',
          },
        },
      });
    }
  };
}

function BillingSkeleton() {
  return (
    <div className="acc-stack" aria-busy="true">
      <Skeleton variant="rect" height="6rem" announce />
      <Skeleton variant="rect" height="6rem" />
    </div>
  );
}

/**
 * /account/billing (accounts.md §2): the saved payment methods, each card with its brand, last
 * four digits and expiry; the default card and the default payment method; a card added through
 * the card provider; deletion after confirming.
 */
export function BillingPage() {
  const { t } = useTranslation('common');
  const { billing } = useLoaderData<ReturnType<ReturnType<typeof billingLoader>>>();
  return (
    <Page title={t('account.billing.title')} intro={<p>{t('account.billing.intro')}</p>}>
      <Deferred resolve={billing} fallback={<BillingSkeleton />} what={t('account.billing.what')}>
        {(state) => <Billing state={state} />}
      </Deferred>
    </Page>
  );
}

/** One entry of the page: a payment method, with its card when it is a saved card. */
interface Entry {
  key: string;
  method: SavedPaymentMethod | null;
  card: SavedCard | null;
}

function entriesOf(state: BillingState): Entry[] {
  const methods: Entry[] = state.paymentMethods.map((method) => ({
    key: method.id,
    method,
    card: state.billingInfos.find((card) => card.id === method.billingInfoId) ?? null,
  }));
  // A card without its payment method (not expected) still shows, so it can be deleted.
  const loose: Entry[] = state.billingInfos
    .filter((card) => !state.paymentMethods.some((method) => method.billingInfoId === card.id))
    .map((card) => ({ key: card.id, method: null, card }));
  return [...methods, ...loose];
}

type Busy = { key: string; kind: 'default-card' | 'default-method' | 'delete' } | null;

function Billing({ state }: { state: BillingState }) {
  const { t } = useTranslation('common');
  const messages = useMessages();
  const { submit } = useActionSubmit<ActionResult<unknown>>();
  const [adding, setAdding] = useState(false);
  const [busy, setBusy] = useState<Busy>(null);
  const [toDelete, setToDelete] = useState<Entry | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [removed, setRemoved] = useState<string | null>(null);
  const entries = entriesOf(state);
  // Back from the card form (saved or cancelled), focus returns to the button that opened it.
  const addButton = useRef<HTMLButtonElement>(null);
  const wasAdding = useRef(false);
  useEffect(() => {
    if (wasAdding.current && !adding) addButton.current?.focus();
    wasAdding.current = adding;
  }, [adding]);
  useEffect(() => {
    if (removed === null || entries.some((entry) => entry.key === removed)) return;
    setRemoved(null);
    focusPageHeading();
  }, [entries, removed]);

  const nameOf = (entry: Entry) =>
    entry.card ? t('account.billing.card_name', { brand: entry.card.brand.toUpperCase(), lastFour: entry.card.lastFour }) : (entry.method?.label ?? '');

  const run = async (entry: Entry, kind: 'default-card' | 'default-method', body: Record<string, unknown>, done: string) => {
    setBusy({ key: entry.key, kind });
    const result = await submit(body);
    setBusy(null);
    if (result?.ok) messages.show({ kind: 'success', text: done });
    else messages.show({ kind: 'error', text: t(result?.formError ?? 'form.api_error_message_default') });
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    setBusy({ key: toDelete.key, kind: 'delete' });
    setDeleteError(null);
    const body = toDelete.method
      ? { intent: 'delete-method', id: toDelete.method.id, isDefault: toDelete.method.isDefault }
      : { intent: 'delete-card', id: toDelete.card?.id ?? '' };
    const result = await submit(body);
    setBusy(null);
    if (result?.ok) {
      setRemoved(toDelete.key);
      setToDelete(null);
      messages.show({ kind: 'success', text: t('account.billing.delete_done', { name: nameOf(toDelete) }) });
    } else {
      setDeleteError(t(result?.formError ?? 'form.api_error_message_default'));
    }
  };

  const today = new Date();
  return (
    <div className="acc-stack acc-stack--sections">
      <section className="acc-section" aria-labelledby="acc-methods-title">
        <h2 id="acc-methods-title" className="acc-section__title">
          {t('account.billing.methods_title')}
        </h2>
        {entries.length === 0 ? (
          <EmptyState
            headingLevel={3}
            title={t('account.billing.empty_title')}
            description={t('account.billing.empty_description')}
          />
        ) : (
          <ul className="acc-card-list">
            {entries.map((entry) => {
              const name = nameOf(entry);
              const card = entry.card;
              const isDefaultCard = card !== null && card.isDefault;
              return (
                <li key={entry.key}>
                  <article className="acc-card" aria-label={name}>
                    <div className="acc-card__body">
                      <h3 className="acc-card__title">
                        {name}
                        {entry.method?.isDefault ? <span className="acc-badge">{t('account.billing.default_method_badge')}</span> : null}
                        {isDefaultCard ? <span className="acc-badge">{t('account.billing.default_card_badge')}</span> : null}
                      </h3>
                      {card ? (
                        <p className="acc-card__eyebrow">
                          {card.holderName} ·{' '}
                          {isExpired(card, today)
                            ? t('account.billing.expired', { month: String(card.expMonth).padStart(2, '0'), year: card.expYear })
                            : t('account.billing.expires', { month: String(card.expMonth).padStart(2, '0'), year: card.expYear })}
                        </p>
                      ) : (
                        <p className="acc-card__eyebrow">{t('account.billing.managed_method')}</p>
                      )}
                    </div>
                    <div className="acc-card__actions">
                      {entry.method && !entry.method.isDefault ? (
                        <Button
                          variant="secondary"
                          size="sm"
                          loading={busy?.key === entry.key && busy.kind === 'default-method'}
                          onClick={() =>
                            void run(entry, 'default-method', { intent: 'default-method', id: entry.method?.id }, t('account.billing.default_method_done', { name }))
                          }
                        >
                          {t('account.billing.make_default_method')}
                          <VisuallyHidden>: {name}</VisuallyHidden>
                        </Button>
                      ) : null}
                      {card && !card.isDefault ? (
                        <Button
                          variant="secondary"
                          size="sm"
                          loading={busy?.key === entry.key && busy.kind === 'default-card'}
                          onClick={() =>
                            void run(entry, 'default-card', { intent: 'default-card', id: card.id }, t('account.billing.default_card_done', { name }))
                          }
                        >
                          {t('account.billing.make_default_card')}
                          <VisuallyHidden>: {name}</VisuallyHidden>
                        </Button>
                      ) : null}
                      {card ? (
                        <Button
                          variant="ghost"
                          size="sm"
                          loading={busy?.key === entry.key && busy.kind === 'delete'}
                          onClick={() => {
                            setDeleteError(null);
                            setToDelete(entry);
                          }}
                        >
                          {t('account.billing.delete')}
                          <VisuallyHidden>: {name}</VisuallyHidden>
                        </Button>
                      ) : null}
                    </div>
                  </article>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      {adding ? (
        <CardForm onSaved={() => setAdding(false)} onCancel={() => setAdding(false)} />
      ) : (
        <div>
          <Button ref={addButton} onClick={() => setAdding(true)}>
            {t('account.billing.add')}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('account.billing.delete_title', { name: toDelete ? nameOf(toDelete) : '' })}
        confirmLabel={t('account.billing.delete_confirm')}
        busy={busy?.kind === 'delete'}
        error={deleteError}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      >
        <p>
          {toDelete?.method?.isDefault ? t('account.billing.delete_default_body') : t('account.billing.delete_body')}
        </p>
      </ConfirmDialog>
    </div>
  );
}
