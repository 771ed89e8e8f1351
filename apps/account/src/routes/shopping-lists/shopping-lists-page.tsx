import { Breadcrumbs, Button, ConfirmDialog, EmptyState, Skeleton, useMessages } from '@gio/ui';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useNavigate, type ActionFunctionArgs } from 'react-router';
import type { AppDeps } from '../../app/app-context';
import { createShoppingList } from '../../features/lists/api/create-shopping-list';
import { deleteShoppingList } from '../../features/lists/api/delete-shopping-list';
import { listShoppingLists, type ShoppingListSummary } from '../../features/lists/api/list-shopping-lists';
import { NewListForm } from '../../features/lists/components/new-list-form';
import { ReminderText } from '../../features/lists/components/reminder-text';
import { reminderOf } from '../../features/lists/lib/reminder';
import { useActionSubmit } from '../../lib/action-form';
import { failureOf, readJson, success, type ActionResult } from '../../lib/action-result';
import { Deferred } from '../../lib/deferred';
import { focusPageHeading, Page } from '../../lib/page';

export const SHOPPING_LISTS_PATH = '/account/shopping-lists';

/** The lists page's data: every list of the shopper (without lines), loaded while the page shows. */
export function shoppingListsLoader({ client }: AppDeps) {
  return () => ({ lists: listShoppingLists(client) });
}

type ListsIntent = { intent: 'create' | 'delete'; listName: string; reminderDays: number; id: string };

/** Making a list (with its reminder) or deleting one (accounts.md §7). */
export function shoppingListsAction({ client }: AppDeps) {
  return async ({ request }: ActionFunctionArgs): Promise<ActionResult<{ gid: string; name: string } | null>> => {
    const body = await readJson<ListsIntent>(request);
    try {
      if (body.intent === 'create') {
        const days = typeof body.reminderDays === 'number' ? body.reminderDays : 0;
        const list = await createShoppingList(client, body.listName ?? '', reminderOf(days));
        return success({ gid: list.gid, name: list.name });
      }
      if (body.intent === 'delete' && typeof body.id === 'string') {
        await deleteShoppingList(client, body.id);
        return success(null);
      }
      return { ok: false, formError: 'form.api_error_message_default' };
    } catch (error) {
      return failureOf(error, {
        fields: ['listName'],
        codes: { SHOPPING_LIST_LIMIT: { key: 'account.lists.limit_reached' } },
      });
    }
  };
}

function ListsSkeleton() {
  return (
    <div className="acc-stack" aria-busy="true">
      <Skeleton variant="rect" height="4.5rem" announce />
      <Skeleton variant="rect" height="4.5rem" />
    </div>
  );
}

/**
 * /account/shopping-lists (accounts.md §2): the shopper's lists with their size and reminder; a
 * new list (opened once made), and deleting one after confirming.
 */
export function ShoppingListsPage() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const messages = useMessages();
  const { lists } = useLoaderData<ReturnType<ReturnType<typeof shoppingListsLoader>>>();
  return (
    <>
    <Breadcrumbs
      items={[
        { label: t('account.nav.dashboard'), href: '/account' },
        { label: t('account.lists.title'), href: SHOPPING_LISTS_PATH },
      ]}
    />
    <Page title={t('account.lists.title')} intro={<p>{t('account.lists.intro')}</p>}>
      <Deferred resolve={lists} fallback={<ListsSkeleton />} what={t('account.lists.what')}>
        {(value) => <ListOfLists lists={value} />}
      </Deferred>
      <section className="acc-section">
        <NewListForm
          onCreated={(created) => {
            messages.show({ kind: 'success', text: t('account.lists.create_done', { name: created.name }) });
            navigate(`${SHOPPING_LISTS_PATH}/${created.gid}`);
          }}
        />
      </section>
    </Page>
    </>
  );
}

function ListOfLists({ lists }: { lists: ShoppingListSummary[] }) {
  const { t } = useTranslation('common');
  const messages = useMessages();
  const { submit } = useActionSubmit<ActionResult<unknown>>();
  const [toDelete, setToDelete] = useState<ShoppingListSummary | null>(null);
  const [busy, setBusy] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [removed, setRemoved] = useState<string | null>(null);
  // Once the deleted list (with the button that had focus) is gone, the heading takes the focus.
  useEffect(() => {
    if (removed === null || lists.some((list) => list.shoppingListId === removed)) return;
    setRemoved(null);
    focusPageHeading();
  }, [lists, removed]);

  if (lists.length === 0) {
    return <EmptyState title={t('account.lists.empty_title')} description={t('account.lists.empty_description')} />;
  }

  const confirmDelete = async () => {
    if (!toDelete) return;
    setBusy(true);
    setDeleteError(null);
    const result = await submit({ intent: 'delete', id: toDelete.shoppingListId });
    setBusy(false);
    if (result?.ok) {
      setToDelete(null);
      setRemoved(toDelete.shoppingListId);
      messages.show({ kind: 'success', text: t('account.lists.delete_done', { name: toDelete.name }) });
    } else {
      setDeleteError(t(result?.formError ?? 'form.api_error_message_default'));
    }
  };

  return (
    <>
      <ul className="acc-card-list">
        {lists.map((list) => (
          <li key={list.shoppingListId}>
            <ListCard
              list={list}
              onDelete={() => {
                setDeleteError(null);
                setToDelete(list);
              }}
            />
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={toDelete !== null}
        title={t('account.lists.delete_title')}
        confirmLabel={t('account.lists.delete_confirm')}
        busy={busy}
        error={deleteError}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      >
        {toDelete ? <p>{t('account.lists.delete_body', { name: toDelete.name })}</p> : null}
      </ConfirmDialog>
    </>
  );
}

function ListCard({ list, onDelete }: { list: ShoppingListSummary; onDelete: () => void }) {
  const { t } = useTranslation('common');
  const nameId = useId();
  return (
    <article className="acc-card" aria-labelledby={nameId}>
      <div className="acc-card__body">
        <h2 id={nameId} className="acc-card__title">
          <Link to={`${SHOPPING_LISTS_PATH}/${list.gid}`}>{list.name}</Link>
        </h2>
        <p>{t('account.lists.size', { count: list.lineCount, items: list.itemCount })}</p>
        <ReminderText reminder={list.reminder} />
      </div>
      <div className="acc-card__actions">
        <Button size="sm" variant="secondary" onClick={onDelete} aria-label={t('account.lists.delete_label', { name: list.name })}>
          {t('account.lists.delete')}
        </Button>
      </div>
    </article>
  );
}
