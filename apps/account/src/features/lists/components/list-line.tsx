import { SHOPPING_LIST_QUANTITY_MAX } from '@gio/contracts';
import { Button, QuantityStepper, useMessages } from '@gio/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActionSubmit } from '../../../lib/action-form';
import type { ActionResult } from '../../../lib/action-result';
import type { ShoppingListLine } from '../api/get-shopping-list';
import { VariantSummary } from './variant-summary';

/** A quantity is sent once the shopper stops pressing − or + for this long: one call, not ten. */
export const QUANTITY_SETTLE_MS = 400;

/**
 * One line of a list: the product, its quantity (POST /api/lists/change once the stepper
 * settles) and its removal (quantity 0). A failed change puts the saved quantity back.
 */
export function ListLine({ line, onRemoved }: { line: ShoppingListLine; onRemoved: (name: string) => void }) {
  const { t } = useTranslation('common');
  const messages = useMessages();
  const nameId = useId();
  const { submit, fetcher } = useActionSubmit<ActionResult>();
  const [quantity, setQuantity] = useState(line.quantity);
  const [removing, setRemoving] = useState(false);
  const saved = useRef(line.quantity);
  const name = line.variant.name;

  useEffect(() => {
    saved.current = line.quantity;
    setQuantity(line.quantity);
  }, [line.quantity]);

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = async (next: number) => {
    const result = await submit({ intent: 'quantity', variantId: line.variantId, quantity: next });
    if (result?.ok) {
      saved.current = next;
      messages.show({ kind: 'success', text: t('account.lists.quantity_done', { name, count: next }) });
    } else {
      setQuantity(saved.current);
      messages.show({ kind: 'error', text: t(result?.formError ?? 'form.api_error_message_default') });
    }
  };

  const choose = (next: number) => {
    setQuantity(next);
    clearTimeout(timer.current);
    if (next !== saved.current) timer.current = setTimeout(() => void commit(next), QUANTITY_SETTLE_MS);
  };

  const remove = async () => {
    setRemoving(true);
    const result = await submit({ intent: 'quantity', variantId: line.variantId, quantity: 0 });
    if (result?.ok) {
      onRemoved(name);
    } else {
      setRemoving(false);
      messages.show({ kind: 'error', text: t(result?.formError ?? 'form.api_error_message_default') });
    }
  };

  return (
    <article className="acc-card" aria-labelledby={nameId} aria-busy={fetcher.state !== 'idle' || undefined}>
      <VariantSummary variant={line.variant} nameId={nameId} />
      <div className="acc-card__actions">
        <QuantityStepper
          value={quantity}
          onChange={choose}
          min={1}
          max={SHOPPING_LIST_QUANTITY_MAX}
          itemName={name}
          size="small"
        />
        <Button size="sm" variant="secondary" loading={removing} onClick={() => void remove()} aria-label={t('account.lists.remove_line_label', { name })}>
          {t('account.lists.remove_line')}
        </Button>
      </div>
    </article>
  );
}
