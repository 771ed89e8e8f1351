import { Breadcrumbs, Button, ConfirmDialog, EmptyState, Skeleton, useMessages } from '@gio/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Link,
  useLoaderData,
  useNavigate,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunction,
} from 'react-router';
import type { AppDeps } from '../../app/app-context';
import { addListToCart } from '../../features/cart/api/add-list-to-cart';
import { changeListLine } from '../../features/lists/api/change-list-line';
import { deleteShoppingList } from '../../features/lists/api/delete-shopping-list';
import { getShoppingList, type ShoppingList } from '../../features/lists/api/get-shopping-list';
import { updateShoppingList } from '../../features/lists/api/update-shopping-list';
import { ListLine } from '../../features/lists/components/list-line';
import { ListSettingsForm } from '../../features/lists/components/list-settings-form';
import { ListToCart } from '../../features/lists/components/list-to-cart';
import { cartOutcomeOf, type CartOutcome } from '../../features/lists/lib/cart-outcome';
import { reminderOf } from '../../features/lists/lib/reminder';
import { useActionSubmit } from '../../lib/action-form';
import { failureOf, readJson, success, type ActionResult } from '../../lib/action-result';
import { Deferred, LoadError } from '../../lib/deferred';
import { Page } from '../../lib/page';
import { SHOPPING_LISTS_PATH } from '../shopping-lists/shopping-lists-page';

/** The list page's data: the list named by the address (its gid) with its lines. */
export function shoppingListLoader({ client }: AppDeps) {
  return ({ params }: LoaderFunctionArgs) => ({ list: getShoppingList(client, params['id'] ?? '') });
}

/**
 * After the list is deleted the page leaves for the lists: reading the deleted list again would
 * only flash its "not found" before the navigation.
 */
export const shoppingListShouldRevalidate: ShouldRevalidateFunction = ({ json, defaultShouldRevalidate }) => {
  const intent = typeof json === 'object' && json !== null && 'intent' in json ? json.intent : null;
  return intent === 'delete' ? false : defaultShouldRevalidate;
};

type ListIntent = {
  intent: 'settings' | 'quantity' | 'delete' | 'add-to-cart';
  listName: string;
  reminderDays: number;
  variantId: string;
  quantity: number;
  filter: string;
};

/**
 * The list's changes (accounts.md §7): name and reminder, one line's quantity (0 removes it),
 * deleting the list (the page then goes to the lists), and putting its lines in the cart with the call's
 * filter. The list is named by its gid, which every call takes.
 */
export function shoppingListAction({ client }: AppDeps) {
  return async ({ request, params }: ActionFunctionArgs): Promise<ActionResult<CartOutcome | null>> => {
    const id = params['id'] ?? '';
    const body = await readJson<ListIntent>(request);
    try {
      switch (body.intent) {
        case 'settings':
          await updateShoppingList(client, id, {
            listName: body.listName ?? '',
            reminder: reminderOf(typeof body.reminderDays === 'number' ? body.reminderDays : 0),
          });
          return success(null);
        case 'quantity':
          await changeListLine(client, id, body.variantId ?? '', typeof body.quantity === 'number' ? body.quantity : 0);
          return success(null);
        case 'delete':
          await deleteShoppingList(client, id);
          return success(null);
        case 'add-to-cart': {
          const [answer, list] = await Promise.all([
            addListToCart(client, id, body.filter || undefined),
            getShoppingList(client, id),
          ]);
          const names = new Map(list.listVariant.map((line) => [line.variantId, line.variant.name]));
          return success(cartOutcomeOf(answer, (variantId) => names.get(variantId) ?? variantId));
        }
        default:
          return { ok: false, formError: 'form.api_error_message_default' };
      }
    } catch (error) {
      return failureOf(error, {
        fields: ['listName'],
        codes: { SHOPPING_LIST_EMPTY: { key: 'account.lists.cart_nothing' } },
      });
    }
  };
}

function ListSkeleton() {
  return (
    <div className="acc-stack" aria-busy="true">
      <Skeleton variant="rect" height="5.5rem" announce />
      <Skeleton variant="rect" height="5.5rem" />
    </div>
  );
}

/**
 * /account/shopping-lists/:id (accounts.md §2; id is the list's gid): the lines with their price
 * and stock state, quantities and removal in place, the name and reminder, the list into the
 * cart, and deleting the list after confirming.
 */
export function ShoppingListPage() {
  const { t } = useTranslation('common');
  const { list } = useLoaderData<ReturnType<ReturnType<typeof shoppingListLoader>>>();
  const what = t('account.lists.detail_what');
  // The heading is the list's name once it is there; until then (or if it never comes) the page's.
  return (
    <Deferred
      resolve={list}
      fallback={
        <Page title={t('account.lists.detail_title')}>
          <ListSkeleton />
        </Page>
      }
      errorFallback={
        <Page title={t('account.lists.detail_title')}>
          <LoadError what={what} />
        </Page>
      }
      what={what}
    >
      {(value) => <ListView list={value} />}
    </Deferred>
  );
}

function ListView({ list }: { list: ShoppingList }) {
  const { t } = useTranslation('common');
  const messages = useMessages();
  const navigate = useNavigate();
  const { submit } = useActionSubmit<ActionResult>();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const confirmDelete = async () => {
    setBusy(true);
    setDeleteError(null);
    const result = await submit({ intent: 'delete' });
    setBusy(false);
    if (!result?.ok) {
      setDeleteError(t(result?.formError ?? 'form.api_error_message_default'));
      return;
    }
    setConfirming(false);
    messages.show({ kind: 'success', text: t('account.lists.delete_done', { name: list.name }) });
    navigate(SHOPPING_LISTS_PATH);
  };

  return (
    <>
    <Breadcrumbs
      items={[
        { label: t('account.nav.dashboard'), href: '/account' },
        { label: t('account.lists.title'), href: SHOPPING_LISTS_PATH },
        { label: list.name, href: `${SHOPPING_LISTS_PATH}/${list.gid}` },
      ]}
    />
    <Page
      title={list.name}
      actions={
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          {t('account.lists.delete')}
        </Button>
      }
    >
      <section className="acc-section" aria-labelledby="acc-list-lines-title">
        <h2 id="acc-list-lines-title" className="acc-section__title" tabIndex={-1}>
          {t('account.lists.lines_title', { count: list.lineCount })}
        </h2>
        {list.listVariant.length === 0 ? (
          <EmptyState
            title={t('account.lists.lines_empty_title')}
            description={t('account.lists.lines_empty_description')}
            actions={
              <a className="acc-button-link" href="/">
                {t('account.favorites.browse')}
              </a>
            }
          />
        ) : (
          <ul className="acc-card-list acc-card-list--single">
            {list.listVariant.map((line) => (
              <li key={line.variantId}>
                <ListLine
                  line={line}
                  onRemoved={(name) => {
                    messages.show({ kind: 'success', text: t('account.lists.remove_line_done', { name }) });
                    // The line and its button are gone: the lines' heading takes the focus.
                    document.getElementById('acc-list-lines-title')?.focus();
                  }}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      <ListToCart disabled={list.listVariant.length === 0} />
      <section className="acc-section">
        <ListSettingsForm key={`${list.name}-${list.reminder?.intervalDays ?? 0}`} list={list} />
      </section>
      <p>
        <Link to={SHOPPING_LISTS_PATH}>{t('account.lists.back')}</Link>
      </p>
      <ConfirmDialog
        open={confirming}
        title={t('account.lists.delete_title')}
        confirmLabel={t('account.lists.delete_confirm')}
        busy={busy}
        error={deleteError}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(false)}
      >
        <p>{t('account.lists.delete_body', { name: list.name })}</p>
      </ConfirmDialog>
    </Page>
    </>
  );
}
