import { OrderErrorCode, OrganizationControlErrorCode, type AttachPreviewView, type OrderView, type VariantView } from '@gio/contracts';
import { Button, FormInput, Notice, QuantityStepper, Skeleton, useMessages } from '@gio/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useNavigate, useParams, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import type { AppDeps } from '../../app/app-context';
import { attachItems } from '../../features/add-items/api/attach-items';
import { getOrder } from '../../features/orders/api/get-order';
import { previewAttach, type AttachItem } from '../../features/add-items/api/preview-attach';
import { searchProducts } from '../../features/add-items/api/search-products';
import {
  attachItemsOf,
  isSearchable,
  pick,
  setQuantity,
  type PickedItem,
} from '../../features/add-items/lib/attach-selection';
import { OrderLoadError } from '../../features/reorder/components/order-load-error';
import { useActionSubmit } from '../../lib/action-form';
import { failureOf, readJson, success, type ActionResult } from '../../lib/action-result';
import { Deferred } from '../../lib/deferred';
import { Page } from '../../lib/page';
import { useDateFormat } from '../../lib/use-date-format';
import { useBalance } from '../../lib/use-money';

/** The order, and the search the url asks for (`?q=`, only for a term longer than 2 characters). */
export function addItemsLoader({ client }: AppDeps) {
  return ({ params, request }: LoaderFunctionArgs) => {
    const term = (new URL(request.url).searchParams.get('q') ?? '').trim();
    return {
      order: getOrder(client, params['id'] ?? ''),
      term,
      results: isSearchable(term) ? searchProducts(client, term) : null,
    };
  };
}

/** The refusals of the attach calls, each with its message (accounts.md §5 "Post-order attach"). */
const ATTACH_CODES = {
  [OrderErrorCode.NOT_ENOUGH_DATA]: { key: 'account.add_items.not_enough_data' },
  [OrderErrorCode.ATTACH_WINDOW_CLOSED]: { key: 'account.add_items.window_closed' },
  [OrderErrorCode.ATTACH_REFUSED]: { key: 'account.add_items.short_stock' },
  [OrderErrorCode.ATTACH_PAYMENT_UNSUPPORTED]: { key: 'account.add_items.payment_unsupported' },
  [OrganizationControlErrorCode.ORGANIZATION_ORDER_ATTACH]: { key: 'account.add_items.organization_order' },
};

export type AddItemsResult =
  | ActionResult<{ intent: 'preview'; preview: AttachPreviewView }>
  | ActionResult<{ intent: 'attach'; order: OrderView }>;

/** The preview (`POST /api/post-order-attach-preview/{id}`) or the attach (`PUT /api/post-order-attach/{id}`). */
export function addItemsAction({ client }: AppDeps) {
  return async ({ request, params }: ActionFunctionArgs): Promise<AddItemsResult> => {
    const body = await readJson<{ intent: string; items: AttachItem[] }>(request);
    const items = Array.isArray(body.items) ? body.items : [];
    const gid = params['id'] ?? '';
    try {
      if (body.intent === 'attach') return success({ intent: 'attach' as const, order: await attachItems(client, gid, items) });
      return success({ intent: 'preview' as const, preview: await previewAttach(client, gid, items) });
    } catch (error) {
      return failureOf(error, { codes: ATTACH_CODES });
    }
  };
}

/**
 * /account/order/:id/add-items (accounts.md "Post-order"): search the shop, pick products and
 * quantities, see the preview (the order's new total, stock for each line), then confirm the
 * attach. A closed window, short stock and 'not enough data' each say so.
 */
export function AddItemsPage() {
  const { id = '' } = useParams();
  // Another order's page starts with nothing picked.
  return <AddItemsOf key={id} />;
}

function AddItemsOf() {
  const { t } = useTranslation('common');
  const { order } = useLoaderData<ReturnType<ReturnType<typeof addItemsLoader>>>();
  // The picked products outlive each search (a new ?q= runs the loader again).
  const [selection, setSelection] = useState<PickedItem[]>([]);
  return (
    <Page title={t('account.add_items.title')} intro={<p>{t('account.add_items.intro')}</p>}>
      <Deferred
        resolve={order}
        fallback={<Skeleton variant="rect" height="8rem" announce />}
        what={t('account.add_items.what')}
        errorFallback={<OrderLoadError what={t('account.add_items.what')} />}
      >
        {(value) =>
          value.attachOpenUntil === null ? (
            <Closed order={value} />
          ) : (
            <AttachFlow order={value} selection={selection} onSelection={setSelection} />
          )
        }
      </Deferred>
    </Page>
  );
}

function Closed({ order }: { order: OrderView }) {
  const { t } = useTranslation('common');
  return (
    <Notice kind="warning" title={t('account.add_items.closed_title', { gid: order.gid })}>
      <p>{t(order.organizationOrder ? 'account.add_items.organization_order' : 'account.add_items.window_closed')}</p>
      <p>
        <Link to={`/account/order/${order.gid}`}>{t('account.add_items.to_order')}</Link>
        {order.organizationOrder ? (
          <>
            {' · '}
            <Link to={`/account/order/${order.gid}/order-again`}>{t('account.add_items.new_order')}</Link>
          </>
        ) : null}
      </p>
    </Notice>
  );
}

interface AttachFlowProps {
  order: OrderView;
  selection: PickedItem[];
  onSelection: (next: PickedItem[]) => void;
}

function AttachFlow({ order, selection, onSelection }: AttachFlowProps) {
  const { t } = useTranslation('common');
  const { term, results } = useLoaderData<ReturnType<ReturnType<typeof addItemsLoader>>>();
  const messages = useMessages();
  const money = useBalance();
  const date = useDateFormat();
  const { submit, fetcher } = useActionSubmit<AddItemsResult>();
  const [preview, setPreview] = useState<AttachPreviewView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attached, setAttached] = useState<OrderView | null>(null);
  const [busy, setBusy] = useState<'preview' | 'attach' | null>(null);
  const change = (next: PickedItem[]) => {
    // A preview is of one selection: any change asks for a new one.
    setPreview(null);
    setError(null);
    onSelection(next);
  };

  const askPreview = async () => {
    setBusy('preview');
    setError(null);
    const result = await submit({ intent: 'preview', items: attachItemsOf(selection) });
    setBusy(null);
    if (result?.ok && result.value.intent === 'preview') setPreview(result.value.preview);
    else if (result && !result.ok) setError(t(result.formError ?? 'form.api_error_message_default'));
  };

  const confirm = async () => {
    setBusy('attach');
    setError(null);
    const result = await submit({ intent: 'attach', items: attachItemsOf(selection) });
    setBusy(null);
    if (result?.ok && result.value.intent === 'attach') {
      setAttached(result.value.order);
      onSelection([]);
      messages.show({ kind: 'success', text: t('account.add_items.attached_toast', { gid: order.gid }) });
    } else if (result && !result.ok) {
      setPreview(null);
      setError(t(result.formError ?? 'form.api_error_message_default'));
    }
  };

  if (attached) return <Attached order={attached} />;

  const until = order.attachOpenUntil ?? '';
  return (
    <div className="acc-stack acc-stack--sections">
      <Notice kind="info">
        <p>{t('account.add_items.open_until', { gid: order.gid, time: date(until, { dateStyle: 'short', timeStyle: 'short' }) })}</p>
      </Notice>
      <SearchForm term={term} />
      {results ? (
        <Deferred resolve={results} fallback={<Skeleton variant="rect" height="6rem" announce />} what={t('account.add_items.results_what')}>
          {(variants) => <Results term={term} variants={variants} onPick={(variant) => change(pick(selection, variant))} />}
        </Deferred>
      ) : null}
      <section className="acc-section" aria-labelledby="acc-attach-picked">
        <h2 id="acc-attach-picked" className="acc-section__title">
          {t('account.add_items.picked_title')}
        </h2>
        {selection.length === 0 ? (
          <p>{t('account.add_items.picked_empty')}</p>
        ) : (
          <ul className="acc-stack acc-stack--tight" aria-labelledby="acc-attach-picked">
            {selection.map((item) => (
              <li key={item.variantId} className="acc-card__actions">
                <span>
                  {item.name} · {money(item.price)}
                </span>
                <QuantityStepper
                  value={item.quantity}
                  min={0}
                  max={item.max}
                  itemName={item.name}
                  size="small"
                  onChange={(next) => change(setQuantity(selection, item.variantId, next))}
                />
              </li>
            ))}
          </ul>
        )}
        {error ? (
          <Notice kind="error" announce>
            <p>{error}</p>
          </Notice>
        ) : null}
        {selection.length > 0 && !preview ? (
          <div className="acc-page__actions">
            <Button loading={busy === 'preview' && fetcher.state !== 'idle'} onClick={() => void askPreview()}>
              {t('account.add_items.preview')}
            </Button>
          </div>
        ) : null}
      </section>
      {preview ? (
        <PreviewPanel preview={preview} busy={busy === 'attach' && fetcher.state !== 'idle'} onConfirm={() => void confirm()} />
      ) : null}
    </div>
  );
}

function SearchForm({ term }: { term: string }) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const [value, setValue] = useState(term);
  const [error, setError] = useState<string | undefined>(undefined);
  const input = useRef<HTMLInputElement | HTMLTextAreaElement>(null);
  const search = (event: FormEvent) => {
    event.preventDefault();
    if (!isSearchable(value)) {
      setError(t('account.add_items.search_too_short'));
      input.current?.focus();
      return;
    }
    setError(undefined);
    void navigate(`?q=${encodeURIComponent(value.trim())}`);
  };
  return (
    <form role="search" className="acc-form" onSubmit={search} noValidate aria-label={t('account.add_items.search_label')}>
      <FormInput
        ref={input}
        label={t('account.add_items.search_label')}
        name="q"
        value={value}
        onChange={(next) => {
          setValue(next);
          setError(undefined);
        }}
        error={error}
        autoComplete="off"
      />
      <div>
        <Button type="submit" variant="secondary">
          {t('account.add_items.search')}
        </Button>
      </div>
    </form>
  );
}

function Results({ term, variants, onPick }: { term: string; variants: VariantView[]; onPick: (variant: VariantView) => void }) {
  const { t } = useTranslation('common');
  const money = useBalance();
  return (
    <section className="acc-section" aria-labelledby="acc-attach-results">
      <h2 id="acc-attach-results" className="acc-section__title">
        {t('account.add_items.results_title', { term })}
      </h2>
      {variants.length === 0 ? (
        <p>{t('account.add_items.no_results', { term })}</p>
      ) : (
        <ul className="acc-card-list">
          {variants.map((variant) => (
            <li key={variant.id}>
              <article className="acc-card" aria-labelledby={`acc-attach-${variant.id}`}>
                <div className="acc-card__body">
                  <h3 id={`acc-attach-${variant.id}`} className="acc-card__title">
                    {variant.name}
                  </h3>
                  <p>{money(variant.price)}</p>
                </div>
                <div className="acc-card__actions">
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => onPick(variant)}
                    aria-label={t('account.add_items.pick_label', { name: variant.name })}
                  >
                    {t('account.add_items.pick')}
                  </Button>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function PreviewPanel({ preview, busy, onConfirm }: { preview: AttachPreviewView; busy: boolean; onConfirm: () => void }) {
  const { t } = useTranslation('common');
  const money = useBalance();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const short = preview.lines.filter((line) => !line.available);
  return (
    <section className="acc-section" aria-labelledby="acc-attach-preview">
      <h2 id="acc-attach-preview" className="acc-section__title" tabIndex={-1} ref={heading}>
        {t('account.add_items.preview_title')}
      </h2>
      <ul aria-labelledby="acc-attach-preview">
        {preview.lines.map((line) => (
          <li key={line.variant.id}>
            {t('account.add_items.preview_line', { name: line.variant.name, count: line.quantity, total: money(line.totalPrice) })}
            {line.available ? null : <strong> · {t('account.add_items.line_short')}</strong>}
          </li>
        ))}
      </ul>
      <dl className="acc-card__body">
        <dt>{t('account.add_items.added_total')}</dt>
        <dd>{money(preview.addedTotal)}</dd>
        <dt>{t('account.add_items.new_total')}</dt>
        <dd>{money(preview.newTotalPrice)}</dd>
      </dl>
      {preview.canAttach ? (
        <div className="acc-page__actions">
          <Button loading={busy} onClick={onConfirm}>
            {t('account.add_items.confirm')}
          </Button>
        </div>
      ) : (
        <Notice kind="warning" announce>
          <p>
            {short.length > 0
              ? t('account.add_items.short_stock')
              : preview.attachOpenUntil === null
                ? t('account.add_items.window_closed')
                : t('account.add_items.payment_unsupported')}
          </p>
        </Notice>
      )}
    </section>
  );
}

function Attached({ order }: { order: OrderView }) {
  const { t } = useTranslation('common');
  const money = useBalance();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="acc-section" aria-labelledby="acc-attach-done">
      <h2 id="acc-attach-done" className="acc-section__title" tabIndex={-1} ref={heading}>
        {t('account.add_items.attached_title', { gid: order.gid })}
      </h2>
      <p>{t('account.add_items.attached_total', { total: money(order.pricingInfo.totalPrice) })}</p>
      <ul aria-label={t('account.add_items.order_lines')}>
        {order.orderVariants.map((line) => (
          <li key={line.variant.id}>
            {line.variant.name} × {line.quantity}
          </li>
        ))}
      </ul>
      <div className="acc-page__actions">
        <Link className="acc-button-link" to={`/account/order/${order.gid}`}>
          {t('account.add_items.to_order')}
        </Link>
      </div>
    </section>
  );
}
