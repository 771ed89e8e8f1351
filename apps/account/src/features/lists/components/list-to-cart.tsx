import { FulfillmentFilter } from '@gio/domain-enums';
import { Button, Notice, SelectField, useMessages } from '@gio/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetCartCount } from '../../../app/cart-summary';
import { useActionSubmit } from '../../../lib/action-form';
import type { ActionResult } from '../../../lib/action-result';
import type { CartOutcome } from '../lib/cart-outcome';

const ALL = 'ALL';
const FILTERS = [ALL, FulfillmentFilter.LOCAL_DELIVERY, FulfillmentFilter.IN_STORE_PICKUP] as const;
const FILTER_LABEL: Record<(typeof FILTERS)[number], string> = {
  [ALL]: 'account.lists.filter_all',
  [FulfillmentFilter.LOCAL_DELIVERY]: 'account.lists.filter_delivery',
  [FulfillmentFilter.IN_STORE_PICKUP]: 'account.lists.filter_pickup',
};

/**
 * "Add the list to the cart" (POST /api/carts/add-list): every line, or those offered for
 * delivery or for pick-up (the call's filter). Afterwards the page says which lines went in with
 * less than asked (limits, stock) and which could not go in at all, and the header's badge
 * shows the cart's new count.
 */
export function ListToCart({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('common');
  const messages = useMessages();
  const setCartCount = useSetCartCount();
  const { submit, fetcher } = useActionSubmit<ActionResult<CartOutcome>>();
  const [filter, setFilter] = useState<(typeof FILTERS)[number]>(ALL);
  const [outcome, setOutcome] = useState<CartOutcome | null>(null);
  const [error, setError] = useState<string | null>(null);

  const add = async () => {
    setError(null);
    setOutcome(null);
    const result = await submit({ intent: 'add-to-cart', filter: filter === ALL ? '' : filter });
    if (result?.ok) {
      setCartCount(result.value.totalQuantity);
      setOutcome(result.value);
      messages.show({ kind: 'success', text: t('account.lists.cart_done', { count: result.value.totalQuantity }) });
    } else {
      setError(t(result?.formError ?? 'form.api_error_message_default'));
    }
  };

  return (
    <section className="acc-section" aria-labelledby="acc-list-cart-title">
      <h2 id="acc-list-cart-title" className="acc-section__title">
        {t('account.lists.cart_title')}
      </h2>
      <div className="acc-form__row">
        <SelectField
          label={t('account.lists.filter_label')}
          name="filter"
          value={filter}
          onChange={(value) => setFilter(FILTERS.find((choice) => choice === value) ?? ALL)}
          options={FILTERS.map((choice) => ({ value: choice, label: t(FILTER_LABEL[choice]) }))}
        />
      </div>
      <div className="acc-form__actions">
        <Button onClick={() => void add()} loading={fetcher.state !== 'idle'} disabled={disabled}>
          {t('account.lists.cart_add')}
        </Button>
      </div>
      {error ? (
        <Notice kind="error" announce>
          <p>{error}</p>
        </Notice>
      ) : null}
      {outcome && (outcome.capped.length > 0 || outcome.refused.length > 0) ? (
        <Notice kind="info" announce>
          <p>{t('account.lists.cart_partial', { count: outcome.added })}</p>
          {outcome.capped.length > 0 ? (
            <>
              <p>{t('account.lists.cart_capped_title')}</p>
              <ul>
                {outcome.capped.map((line) => (
                  <li key={line.variantId}>
                    {t('account.lists.cart_capped_line', { name: line.name, added: line.added, requested: line.requested })}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {outcome.refused.length > 0 ? (
            <>
              <p>{t('account.lists.cart_refused_title')}</p>
              <ul>
                {outcome.refused.map((line) => (
                  <li key={line.variantId}>{line.name}</li>
                ))}
              </ul>
            </>
          ) : null}
        </Notice>
      ) : null}
    </section>
  );
}
