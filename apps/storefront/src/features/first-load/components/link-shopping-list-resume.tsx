import { ShellLink, useApiClient } from '@gio/shell';
import { Button, Spinner } from '@gio/ui';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { addListToCart } from '../api/add-list-to-cart';
import { getList } from '../api/get-list';
import { useLinkTask } from '../hooks/link-task';
import type { LinkModal } from '../lib/link-modal';
import { LinkBulkAddButton } from './link-bulk-add';
import { LinkTaskFailed } from './link-task-view';

/** Lines named in the modal; the list page has the rest. */
const SHOWN_LINES = 5;

function ShoppingListResume({ gid, close }: { gid: string; close: () => void }) {
  const { t } = useTranslation('common');
  const client = useApiClient();
  const [state, retry] = useLinkTask(() => getList(client, gid).then((a) => a.data.shoppingList));
  if (state.status === 'pending') return <Spinner showLabel />;
  if (state.status === 'error') return <LinkTaskFailed retry={retry} close={close} />;
  const list = state.value;
  return (
    <>
      <p>{t('link_modals.list_resume_body', { list: list.listName, count: list.itemCount })}</p>
      <ul className="sf-link-list">
        {list.listVariant.slice(0, SHOWN_LINES).map((line) => (
          <li key={line.variantId}>
            {line.quantity} × {line.variant.name}
          </li>
        ))}
      </ul>
      <div className="sf-modal-actions">
        {list.lineCount > 0 ? (
          <LinkBulkAddButton add={() => addListToCart(client, list.shoppingListId)} close={close} />
        ) : null}
        <ShellLink
          className="sf-button-link"
          to={`/account/shopping-lists/${encodeURIComponent(list.gid)}`}
          onClick={close}
        >
          {t('link_modals.list_link')}
        </ShellLink>
        <Button variant="secondary" onClick={close}>
          {t('actions.close')}
        </Button>
      </div>
    </>
  );
}

/**
 * Shopping list to resume (storefront.md §4 first-load modal): a link (a list reminder e-mail)
 * names one of the signed-in shopper's lists; its lines can go into the cart at once
 * (POST /api/carts/add-list).
 */
export function linkShoppingListResumeModal(gid: string, t: TFunction): LinkModal {
  return {
    title: t('link_modals.list_resume_title'),
    content: (controls) => <ShoppingListResume gid={gid} close={controls.close} />,
  };
}
