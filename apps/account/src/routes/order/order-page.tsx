import { OrderErrorCode } from '@gio/contracts';
import { ApiError } from '@gio/data-access';
import { cancelOrderRefusal } from '@gio/domain-orders';
import { EmptyState, Skeleton } from '@gio/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Link,
  useAsyncError,
  useLoaderData,
  useParams,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router';
import type { AppDeps } from '../../app/app-context';
import { cancelOrder, type CancelOutcome } from '../../features/orders/api/cancel-order';
import { getOrder } from '../../features/orders/api/get-order';
import {
  listCancellationReasons,
  type CancellationReason,
} from '../../features/orders/api/list-cancellation-reasons';
import { updatePickingNotes } from '../../features/orders/api/update-picking-notes';
import { OrderDetails } from '../../features/orders/components/order-details';
import { ORDER_HISTORY_PATH } from '../../features/orders/lib/history-paging';
import { failureOf, readJson, success, type ActionResult } from '../../lib/action-result';
import { Deferred, LoadError } from '../../lib/deferred';
import { Page } from '../../lib/page';

/**
 * The order, and the cancellation reasons when they are needed: to cancel (the rule allows it)
 * or to name the reason of a cancelled order.
 */
export function orderLoader({ client }: AppDeps) {
  return ({ params }: LoaderFunctionArgs) => {
    const order = getOrder(client, params['id'] ?? '');
    const reasons: Promise<CancellationReason[]> = order.then((view) =>
      view.cancellation !== null ||
      cancelOrderRefusal({
        fulfillmentStatus: view.fulfillmentStatus,
        paymentStatus: view.paymentMethod.status,
      }) === null
        ? listCancellationReasons(client)
        : [],
    );
    // When the order itself fails its error is shown; the reasons (never rendered then) fail with it.
    reasons.catch(() => undefined);
    return { order, reasons };
  };
}

type OrderBody = {
  intent: 'cancel' | 'picking-notes';
  cancellationReason: string;
  customCancellationReason: string;
  variantId: string;
  pickingNotes: string;
};

/** Cancelling the order, or the picking notes of one of its express lines (accounts.md §7 "Orders"). */
export function orderAction({ client }: AppDeps) {
  return async ({
    request,
    params,
  }: ActionFunctionArgs): Promise<ActionResult<CancelOutcome | null>> => {
    const body = await readJson<OrderBody>(request);
    const gid = params['id'] ?? '';
    try {
      switch (body.intent) {
        case 'cancel': {
          if (typeof body.cancellationReason !== 'string' || body.cancellationReason === '')
            return { ok: false, errors: { cancellationReason: 'account.orders.reason_required' } };
          return success(
            await cancelOrder(
              client,
              gid,
              body.cancellationReason,
              body.customCancellationReason ?? '',
            ),
          );
        }
        case 'picking-notes':
          if (typeof body.variantId !== 'string')
            return { ok: false, formError: 'form.api_error_message_default' };
          await updatePickingNotes(client, gid, body.variantId, body.pickingNotes ?? '');
          return success(null);
        default:
          return { ok: false, formError: 'form.api_error_message_default' };
      }
    } catch (error) {
      return failureOf(error, {
        fields: ['cancellationReason', 'customCancellationReason', 'pickingNotes'],
        codes: {
          [OrderErrorCode.UNKNOWN_CANCELLATION_REASON]: {
            field: 'cancellationReason',
            key: 'account.orders.reason_required',
          },
          VALIDATION_ERROR:
            body.intent === 'cancel'
              ? { field: 'customCancellationReason', key: 'account.orders.custom_reason_required' }
              : { field: 'pickingNotes', key: 'account.orders.notes_invalid' },
          [OrderErrorCode.ORDER_NOT_CANCELLABLE]: { key: 'account.orders.cancel_refused_started' },
          [OrderErrorCode.PAYMENT_PENDING]: { key: 'account.orders.cancel_refused_payment' },
          [OrderErrorCode.PICKING_NOTES_LOCKED]: {
            field: 'pickingNotes',
            key: 'account.orders.notes_locked',
          },
          [OrderErrorCode.ORDER_NOT_EXPRESS]: {
            field: 'pickingNotes',
            key: 'account.orders.notes_not_express',
          },
        },
      });
    }
  };
}

function OrderSkeleton() {
  return (
    <div className="acc-stack" aria-busy="true">
      <Skeleton variant="rect" height="6rem" announce />
      <Skeleton variant="rect" height="10rem" />
      <Skeleton variant="rect" height="8rem" />
    </div>
  );
}

/**
 * A gid that is not numeric ('orderGid is null or undefined', or any other 400: the gid is the
 * lookup's only input, so a refused request is a refused gid, such as one too long) and an order
 * that is not the shopper's (404) are the same to the shopper: no such order. Anything else can
 * be retried.
 */
function OrderLoadError() {
  const { t } = useTranslation('common');
  const error = useAsyncError();
  const notFound =
    error instanceof ApiError &&
    (error.status === 404 ||
      error.status === 400 ||
      error.code === OrderErrorCode.ORDER_GID_INVALID);
  if (!notFound) return <LoadError what={t('account.orders.order_what')} error={error} />;
  return (
    <EmptyState
      title={t('account.orders.not_found_title')}
      description={t('account.orders.not_found_description')}
      actions={
        <Link className="acc-button-link" to={ORDER_HISTORY_PATH}>
          {t('account.orders.back_to_history')}
        </Link>
      }
    />
  );
}

/**
 * /account/order/:id (accounts.md §2 "one order"): the order by its gid with its lines, pricing,
 * place, payment and timeline; cancel, picking notes, receipt, order again and add items.
 */
export function OrderPage() {
  const { t } = useTranslation('common');
  const { id = '' } = useParams();
  const { order, reasons } = useLoaderData<ReturnType<ReturnType<typeof orderLoader>>>();
  // Read once per page: the attach window is decided at the time the page was opened.
  const [now] = useState(() => Date.now());
  return (
    <Page
      title={t('account.orders.order_title', { gid: id })}
      actions={
        <Link className="acc-button-link acc-button-link--secondary" to={ORDER_HISTORY_PATH}>
          {t('account.orders.back_to_history')}
        </Link>
      }
    >
      <Deferred
        resolve={order}
        fallback={<OrderSkeleton />}
        what={t('account.orders.order_what')}
        errorFallback={<OrderLoadError />}
      >
        {(view) => <OrderDetails order={view} reasons={reasons} now={now} />}
      </Deferred>
    </Page>
  );
}
