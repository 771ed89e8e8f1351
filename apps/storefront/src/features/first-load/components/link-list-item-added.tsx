import { ShellLink, useApiClient } from '@gio/shell';
import { Spinner } from '@gio/ui';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { addToList } from '../api/add-to-list';
import { useLinkTask } from '../hooks/link-task';
import type { LinkModal } from '../lib/link-modal';
import { LinkTaskActions } from './link-task-view';

function ListItemAdded({
  variantId,
  listId,
  close,
}: {
  variantId: string;
  listId: string;
  close: () => void;
}) {
  const { t } = useTranslation('common');
  const client = useApiClient();
  const [state, retry] = useLinkTask(() =>
    addToList(client, listId, variantId).then((answer) => answer.data.shoppingList),
  );
  const line =
    state.status === 'done'
      ? state.value.listVariant.find((entry) => entry.variantId === variantId)
      : undefined;
  return (
    <>
      <div aria-live="polite">
        {state.status === 'pending' ? <Spinner showLabel /> : null}
        {state.status === 'done' ? (
          <p>
            {t('link_modals.list_item_body', {
              name: line?.variant.name ?? variantId,
              list: state.value.listName,
            })}
          </p>
        ) : null}
        {state.status === 'error' ? (
          <p role="alert">{t('form.api_error_message_default')}</p>
        ) : null}
      </div>
      <LinkTaskActions
        state={state}
        retry={retry}
        close={close}
        next={
          state.status === 'done' ? (
            <ShellLink
              className="sf-button-link"
              to={`/account/shopping-lists/${encodeURIComponent(state.value.gid)}`}
              onClick={close}
            >
              {t('link_modals.list_link')}
            </ShellLink>
          ) : null
        }
      />
    </>
  );
}

/**
 * Shopping-list item added (storefront.md §4 first-load modal): a link with the action
 * add-to-list puts one of the variant in the shopper's list (PUT /api/lists/update).
 */
export function linkListItemAddedModal(variantId: string, listId: string, t: TFunction): LinkModal {
  return {
    title: t('link_modals.list_item_title'),
    variant: 'small',
    content: (controls) => (
      <ListItemAdded variantId={variantId} listId={listId} close={controls.close} />
    ),
  };
}
