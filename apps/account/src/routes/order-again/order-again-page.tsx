import type { CartItemOutcome } from '@gio/contracts';
import { Button, Notice, Skeleton, useMessages } from '@gio/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useParams, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import type { AppDeps } from '../../app/app-context';
import { useSetCartCount } from '../../app/cart-summary';
import { addOrderToCart, type CartAddResult } from '../../features/reorder/api/add-order-to-cart';
import { addVariantToCart } from '../../features/reorder/api/add-variant-to-cart';
import { getReorderPreview } from '../../features/reorder/api/get-reorder-preview';
import { OrderLoadError } from '../../features/reorder/components/order-load-error';
import { ReorderLineCard } from '../../features/reorder/components/reorder-line-card';
import { addableLineCount, groupReorderLines, type ReorderLine } from '../../features/reorder/lib/reorder-groups';
import { useActionSubmit } from '../../lib/action-form';
import { failureOf, readJson, success, type ActionResult } from '../../lib/action-result';
import { Deferred } from '../../lib/deferred';
import { Page } from '../../lib/page';

/** Order again's data: the diff of the order's lines against today, loaded while the page shows. */
export function orderAgainLoader({ client }: AppDeps) {
  return ({ params }: LoaderFunctionArgs) => ({ preview: getReorderPreview(client, params['id'] ?? '') });
}

type OrderAgainIntent = { intent: 'add-order' } | { intent: 'add-variant'; variantId: string };
export type OrderAgainResult = ActionResult<CartAddResult & { intent: OrderAgainIntent['intent'] }>;

/** Adding what is available of the order (POST /api/carts/add-order), or one alternative. */
export function orderAgainAction({ client }: AppDeps) {
  return async ({ request, params }: ActionFunctionArgs): Promise<OrderAgainResult> => {
    const body = await readJson<{ intent: string; variantId: string }>(request);
    try {
      if (body.intent === 'add-variant' && typeof body.variantId === 'string') {
        return success({ intent: 'add-variant', ...(await addVariantToCart(client, body.variantId)) });
      }
      return success({ intent: 'add-order', ...(await addOrderToCart(client, params['id'] ?? '')) });
    } catch (error) {
      return failureOf(error);
    }
  };
}

function PreviewSkeleton() {
  return (
    <div className="acc-stack" aria-busy="true">
      <Skeleton variant="text" lines={2} announce />
      <Skeleton variant="rect" height="6rem" />
      <Skeleton variant="rect" height="6rem" />
    </div>
  );
}

/**
 * /account/order/:id/order-again: the order's lines as they would go into the cart today, shown
 * before anything is added — lines gone (with an alternative from the same category), capped by
 * today's limits, repriced (old → new) — then "add what is available" and where it went.
 */
export function OrderAgainPage() {
  const { t } = useTranslation('common');
  const { preview } = useLoaderData<ReturnType<ReturnType<typeof orderAgainLoader>>>();
  const { id = '' } = useParams();
  return (
    <Page title={t('account.order_again.title')} intro={<p>{t('account.order_again.intro')}</p>}>
      <Deferred
        resolve={preview}
        fallback={<PreviewSkeleton />}
        what={t('account.order_again.what')}
        errorFallback={<OrderLoadError what={t('account.order_again.what')} />}
      >
        {(value) => <OrderAgain key={id} lines={value.lines} orderGid={value.orderGid} />}
      </Deferred>
    </Page>
  );
}

function OrderAgain({ lines, orderGid }: { lines: ReorderLine[]; orderGid: string }) {
  const { t } = useTranslation('common');
  const messages = useMessages();
  const setCartCount = useSetCartCount();
  const { submit, fetcher } = useActionSubmit<OrderAgainResult>();
  const [adding, setAdding] = useState<string | null>(null);
  const [added, setAdded] = useState<CartItemOutcome[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const addable = addableLineCount(lines);
  const counts = {
    unavailable: lines.filter((line) => line.status === 'unavailable').length,
    capped: lines.filter((line) => line.status === 'capped').length,
    repriced: lines.filter((line) => line.priceChanged && line.status !== 'unavailable').length,
  };

  const addAll = async () => {
    setAdding('order');
    setError(null);
    const result = await submit({ intent: 'add-order' });
    setAdding(null);
    if (result?.ok) {
      setCartCount(result.value.totalQuantity);
      setAdded(result.value.items);
      messages.show({ kind: 'success', text: t('account.order_again.added_toast') });
    } else {
      setError(t(result?.formError ?? 'form.api_error_message_default'));
    }
  };

  const addAlternative = async (line: ReorderLine) => {
    const alternative = line.alternative;
    if (!alternative) return;
    setAdding(alternative.variant.id);
    const result = await submit({ intent: 'add-variant', variantId: alternative.variant.id });
    setAdding(null);
    const outcome = result?.ok ? result.value.items[0] : undefined;
    if (result?.ok) setCartCount(result.value.totalQuantity);
    if (outcome && outcome.added > 0) {
      messages.show({ kind: 'success', text: t('account.order_again.alternative_added', { name: alternative.variant.name }) });
    } else {
      messages.show({
        kind: 'error',
        text: result?.ok
          ? t('account.order_again.alternative_refused', { name: alternative.variant.name })
          : t(result?.formError ?? 'form.api_error_message_default'),
      });
    }
  };

  if (added) return <AddedToCart lines={lines} items={added} />;

  return (
    <div className="acc-stack acc-stack--sections">
      <Notice kind={addable === lines.length && counts.repriced === 0 ? 'info' : 'warning'}>
        <p>{t('account.order_again.summary', { count: addable, total: lines.length })}</p>
        {counts.unavailable > 0 ? <p>{t('account.order_again.summary_unavailable', { count: counts.unavailable })}</p> : null}
        {counts.capped > 0 ? <p>{t('account.order_again.summary_capped', { count: counts.capped })}</p> : null}
        {counts.repriced > 0 ? <p>{t('account.order_again.summary_repriced', { count: counts.repriced })}</p> : null}
      </Notice>
      {groupReorderLines(lines).map((group) => (
        <section key={group.status} className="acc-section" aria-labelledby={`acc-reorder-${group.status}`}>
          <h2 id={`acc-reorder-${group.status}`} className="acc-section__title">
            {t(`account.order_again.group_${group.status}`)}
          </h2>
          <ul className="acc-card-list">
            {group.lines.map((line) => (
              <li key={line.variant.id}>
                <ReorderLineCard
                  line={line}
                  adding={line.alternative !== null && adding === line.alternative.variant.id}
                  onAddAlternative={(chosen) => void addAlternative(chosen)}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
      {error ? (
        <Notice kind="error" announce>
          <p>{error}</p>
        </Notice>
      ) : null}
      {addable > 0 ? (
        <div className="acc-page__actions">
          <Button loading={adding === 'order' && fetcher.state !== 'idle'} onClick={() => void addAll()}>
            {t('account.order_again.add_available', { count: addable })}
          </Button>
        </div>
      ) : (
        <Notice kind="info">
          <p>{t('account.order_again.nothing_available', { gid: orderGid })}</p>
        </Notice>
      )}
    </div>
  );
}

/** After the add: which lines went in (and how many), which did not, and the way to the cart. */
function AddedToCart({ lines, items }: { lines: ReorderLine[]; items: CartItemOutcome[] }) {
  const { t } = useTranslation('common');
  const heading = useRef<HTMLHeadingElement>(null);
  // The button that had focus is gone: the result's heading takes it.
  useEffect(() => heading.current?.focus(), []);
  const nameOf = (variantId: string) => lines.find((line) => line.variant.id === variantId)?.variant.name ?? variantId;
  const inCart = items.filter((item) => item.added > 0);
  const left = items.filter((item) => item.added === 0);
  return (
    <section className="acc-section" aria-labelledby="acc-reorder-added">
      <h2 id="acc-reorder-added" className="acc-section__title" tabIndex={-1} ref={heading}>
        {t('account.order_again.added_title', { count: inCart.length })}
      </h2>
      {inCart.length > 0 ? (
        <ul aria-label={t('account.order_again.added_list')}>
          {inCart.map((item) => (
            <li key={item.variantId}>
              {item.status === 'capped'
                ? t('account.order_again.added_capped', { name: nameOf(item.variantId), count: item.added, requested: item.requested })
                : t('account.order_again.added_line', { name: nameOf(item.variantId), count: item.added })}
            </li>
          ))}
        </ul>
      ) : null}
      {left.length > 0 ? (
        <>
          <p>{t('account.order_again.not_added_title')}</p>
          <ul aria-label={t('account.order_again.not_added_list')}>
            {left.map((item) => (
              <li key={item.variantId}>{nameOf(item.variantId)}</li>
            ))}
          </ul>
        </>
      ) : null}
      <div className="acc-page__actions">
        <a className="acc-button-link" href="/cart">
          {t('account.order_again.to_cart')}
        </a>
      </div>
    </section>
  );
}
