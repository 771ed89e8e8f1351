import { Button } from '@gio/ui';
import { useTranslation } from 'react-i18next';
import { useBalance } from '../../../lib/use-money';
import type { ReorderLine } from '../lib/reorder-groups';
import { ProductName } from './product-name';

export interface ReorderLineCardProps {
  line: ReorderLine;
  /** Adds the unavailable line's alternative to the cart. */
  onAddAlternative: (line: ReorderLine) => void;
  /** The alternative is being added. */
  adding: boolean;
}

/**
 * One line of order again's diff: the product, what changed since the order (gone, capped by
 * today's limits, old → new price), and for a line that is gone, an alternative from its
 * category with its own add to cart.
 */
export function ReorderLineCard({ line, onAddAlternative, adding }: ReorderLineCardProps) {
  const { t } = useTranslation('common');
  const money = useBalance();
  const titleId = `acc-reorder-line-${line.variant.id}`;
  const priceChange =
    line.priceChanged && line.currentPrice !== null
      ? t('account.order_again.price_changed', { from: money(line.orderedPrice), to: money(line.currentPrice) })
      : null;
  return (
    <article className="acc-card" aria-labelledby={titleId}>
      <div className="acc-card__body">
        <h3 id={titleId} className="acc-card__title">
          <ProductName variant={line.variant} />
        </h3>
        {line.status === 'unavailable' ? (
          <p>{t('account.order_again.unavailable_line', { count: line.orderedQuantity })}</p>
        ) : line.status === 'capped' ? (
          <p>{t('account.order_again.capped_line', { count: line.quantity, ordered: line.orderedQuantity })}</p>
        ) : (
          <p>{t('account.order_again.quantity_line', { count: line.quantity })}</p>
        )}
        {priceChange ? <p>{priceChange}</p> : null}
        {line.status === 'unchanged' || (line.status === 'capped' && !line.priceChanged) ? (
          <p className="acc-card__eyebrow">{t('account.order_again.price_same', { price: money(line.orderedPrice) })}</p>
        ) : null}
      </div>
      {line.status === 'unavailable' ? (
        line.alternative ? (
          <div className="acc-quote acc-card__body">
            <p className="acc-card__eyebrow">{t('account.order_again.alternative_intro')}</p>
            <p>
              <ProductName variant={line.alternative.variant} /> · {money(line.alternative.price)}
            </p>
            <div className="acc-card__actions">
              <Button
                variant="secondary"
                size="sm"
                loading={adding}
                onClick={() => onAddAlternative(line)}
                aria-label={t('account.order_again.add_alternative_label', { name: line.alternative.variant.name })}
              >
                {t('account.order_again.add_alternative')}
              </Button>
            </div>
          </div>
        ) : (
          <p className="acc-card__eyebrow">{t('account.order_again.no_alternative')}</p>
        )
      ) : null}
    </article>
  );
}
