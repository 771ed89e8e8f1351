import { useApiClient } from '@gio/shell';
import { Button, Spinner } from '@gio/ui';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { addVariantsToCart } from '../api/add-variants-to-cart';
import { getCartBuilder } from '../api/get-cart-builder';
import { useLinkTask } from '../hooks/link-task';
import type { LinkModal } from '../lib/link-modal';
import { LinkBulkAddButton } from './link-bulk-add';
import { LinkTaskFailed } from './link-task-view';

function ProductListResume({ ids, close }: { ids: readonly string[]; close: () => void }) {
  const { t } = useTranslation('common');
  const client = useApiClient();
  const [state, retry] = useLinkTask(() => getCartBuilder(client, ids).then((a) => a.data.items));
  if (state.status === 'pending') return <Spinner showLabel />;
  if (state.status === 'error') return <LinkTaskFailed retry={retry} close={close} />;
  // Only what can go into the cart now is offered (the builder says why the rest cannot).
  const addable = state.value.filter((item) => item.refusal === null);
  return (
    <>
      <p>{t('link_modals.products_resume_body', { count: addable.length })}</p>
      <ul className="sf-link-list">
        {addable.map((item) => (
          <li key={item.variant.id}>{item.variant.name}</li>
        ))}
      </ul>
      <div className="sf-modal-actions">
        {addable.length > 0 ? (
          <LinkBulkAddButton
            add={() =>
              addVariantsToCart(
                client,
                addable.map((item) => item.variant.id),
              )
            }
            close={close}
          />
        ) : null}
        <Button variant="secondary" onClick={close}>
          {t('actions.close')}
        </Button>
      </div>
    </>
  );
}

/**
 * Product list to resume (storefront.md §4 first-load modal): a link names the products the
 * shopper picked before (GET /api/carts/builder); one of each goes into the cart at once
 * (POST /api/carts/add-variants-by-ids).
 */
export function linkProductListResumeModal(ids: readonly string[], t: TFunction): LinkModal {
  return {
    title: t('link_modals.products_resume_title'),
    content: (controls) => <ProductListResume ids={ids} close={controls.close} />,
  };
}
