import type { PreviouslyOrderedProduct } from '@gio/contracts';
import { Button } from '@gio/ui';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../lib/use-date-format';
import { useBalance } from '../../../lib/use-money';
import { ProductName } from './product-name';

export interface PreviouslyOrderedCardProps {
  product: PreviouslyOrderedProduct;
  onAdd: (product: PreviouslyOrderedProduct) => void;
  adding: boolean;
}

/** A product the shopper has bought: its price today, how often and when last, and add to cart. */
export function PreviouslyOrderedCard({ product, onAdd, adding }: PreviouslyOrderedCardProps) {
  const { t } = useTranslation('common');
  const money = useBalance();
  const date = useDateFormat();
  const titleId = `acc-bought-${product.variant.id}`;
  return (
    <article className="acc-card" aria-labelledby={titleId}>
      <div className="acc-card__body">
        <h2 id={titleId} className="acc-card__title">
          <ProductName variant={product.variant} />
        </h2>
        <p>{money(product.price)}</p>
        <p className="acc-card__eyebrow">
          {t('account.reorder.bought', { count: product.timesOrdered, date: date(product.lastOrderedAt) })}
        </p>
      </div>
      <div className="acc-card__actions">
        {product.available ? (
          <Button
            size="sm"
            loading={adding}
            onClick={() => onAdd(product)}
            aria-label={t('account.reorder.add_label', { name: product.variant.name })}
          >
            {t('account.reorder.add')}
          </Button>
        ) : (
          <p className="acc-card__eyebrow">{t('account.reorder.unavailable')}</p>
        )}
      </div>
    </article>
  );
}
