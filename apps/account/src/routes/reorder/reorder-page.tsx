import type { PreviouslyOrderedPageView, PreviouslyOrderedProduct } from '@gio/contracts';
import { EmptyState, Skeleton, useMessages } from '@gio/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import type { AppDeps } from '../../app/app-context';
import { useSetCartCount } from '../../app/cart-summary';
import type { CartAddResult } from '../../features/reorder/api/add-order-to-cart';
import { addVariantToCart } from '../../features/reorder/api/add-variant-to-cart';
import { getPreviouslyOrdered } from '../../features/reorder/api/get-previously-ordered';
import { PreviouslyOrderedCard } from '../../features/reorder/components/previously-ordered-card';
import { parseReorderPaging, reorderPageUrl } from '../../features/reorder/lib/reorder-paging';
import { useActionSubmit } from '../../lib/action-form';
import { failureOf, readJson, success, type ActionResult } from '../../lib/action-result';
import { Deferred } from '../../lib/deferred';
import { Page } from '../../lib/page';
import { NotFoundPage } from '../not-found/not-found-page';

/** The page of previously ordered products the url names; null when `:pages/:range` are not valid. */
export function reorderLoader({ client }: AppDeps) {
  return ({ params }: LoaderFunctionArgs) => {
    const paging = parseReorderPaging(params['pages'], params['range']);
    return { list: paging ? getPreviouslyOrdered(client, paging.page, paging.range) : null };
  };
}

/** One unit of a product into the cart. */
export function reorderAction({ client }: AppDeps) {
  return async ({ request }: ActionFunctionArgs): Promise<ActionResult<CartAddResult>> => {
    const body = await readJson<{ variantId: string }>(request);
    if (typeof body.variantId !== 'string') return { ok: false, formError: 'form.api_error_message_default' };
    try {
      return success(await addVariantToCart(client, body.variantId));
    } catch (error) {
      return failureOf(error);
    }
  };
}

function ListSkeleton() {
  return (
    <div className="acc-stack" aria-busy="true">
      <Skeleton variant="rect" height="8rem" announce />
      <Skeleton variant="rect" height="8rem" />
    </div>
  );
}

/**
 * /account/reorder and /account/reorder/:pages/:range (accounts.md §2 "reorder"): the products
 * this account has bought (category type 6, "previously ordered"), most frequently then most
 * recently ordered first, each with add to cart, paged as the catalogue's lists are.
 */
export function ReorderPage() {
  const { t } = useTranslation('common');
  const { list } = useLoaderData<ReturnType<ReturnType<typeof reorderLoader>>>();
  if (!list) return <NotFoundPage />;
  return (
    <Page title={t('account.reorder.title')} intro={<p>{t('account.reorder.intro')}</p>}>
      <Deferred resolve={list} fallback={<ListSkeleton />} what={t('account.reorder.what')}>
        {(value) => <PreviouslyOrdered list={value} />}
      </Deferred>
    </Page>
  );
}

function PreviouslyOrdered({ list }: { list: PreviouslyOrderedPageView }) {
  const { t } = useTranslation('common');
  const messages = useMessages();
  const setCartCount = useSetCartCount();
  const { submit } = useActionSubmit<ActionResult<CartAddResult>>();
  const [adding, setAdding] = useState<string | null>(null);
  const { page, range, totalCount, hasNextCategory } = list.pagination;

  if (totalCount === 0) {
    return (
      <EmptyState
        title={t('account.reorder.empty_title')}
        description={t('account.reorder.empty_description')}
        actions={
          <a className="acc-button-link" href="/">
            {t('account.reorder.to_shop')}
          </a>
        }
      />
    );
  }
  if (list.products.length === 0) {
    return (
      <EmptyState
        title={t('account.reorder.past_end')}
        actions={
          <Link className="acc-button-link" to="/account/reorder">
            {t('account.reorder.first_page')}
          </Link>
        }
      />
    );
  }

  const add = async (product: PreviouslyOrderedProduct) => {
    setAdding(product.variant.id);
    const result = await submit({ variantId: product.variant.id });
    setAdding(null);
    if (result?.ok) setCartCount(result.value.totalQuantity);
    const added = result?.ok && (result.value.items[0]?.added ?? 0) > 0;
    messages.show(
      added
        ? { kind: 'success', text: t('account.reorder.added', { name: product.variant.name }) }
        : {
            kind: 'error',
            text: result?.ok
              ? t('account.reorder.refused', { name: product.variant.name })
              : t(result?.formError ?? 'form.api_error_message_default'),
          },
    );
  };

  const pages = Math.max(1, Math.ceil(totalCount / range));
  return (
    <div className="acc-stack acc-stack--sections">
      <ul className="acc-card-list">
        {list.products.map((product) => (
          <li key={product.variant.id}>
            <PreviouslyOrderedCard product={product} adding={adding === product.variant.id} onAdd={(p) => void add(p)} />
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <nav className="acc-page__actions" aria-label={t('account.reorder.pagination')}>
          {page > 1 ? (
            <Link className="acc-button-link acc-button-link--secondary" to={reorderPageUrl({ page: page - 1, range })}>
              {t('account.reorder.previous')}
            </Link>
          ) : null}
          <p>{t('account.reorder.page_of', { page, pages })}</p>
          {hasNextCategory ? (
            <Link className="acc-button-link acc-button-link--secondary" to={reorderPageUrl({ page: page + 1, range })}>
              {t('account.reorder.next')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
