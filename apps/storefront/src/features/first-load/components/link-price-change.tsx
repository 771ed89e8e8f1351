import type { VariantView } from '@gio/contracts';
import { Button } from '@gio/ui';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../lib/use-money';
import type { LinkModal } from '../lib/link-modal';
import { LinkCartAdd } from './link-add-to-cart';

function PriceChangeConfirmation({
  variant,
  linkPrice,
  close,
}: {
  variant: VariantView;
  linkPrice: number;
  close: () => void;
}) {
  const { t } = useTranslation('common');
  const money = useMoney();
  const [accepted, setAccepted] = useState(false);
  if (accepted) return <LinkCartAdd variant={variant} close={close} />;
  return (
    <>
      <p>
        {t('link_modals.price_change_body', {
          name: variant.name,
          previous: money(linkPrice),
          price: money(variant.price),
        })}
      </p>
      <div className="sf-modal-actions">
        <Button onClick={() => setAccepted(true)}>{t('link_modals.price_change_accept')}</Button>
        <Button variant="secondary" onClick={close}>
          {t('link_modals.price_change_decline')}
        </Button>
      </div>
    </>
  );
}

/**
 * Price-change confirmation (storefront.md §4 "Price-change flow"): the link carried another
 * price than the variant's current one; accepting adds one at the current price, declining adds
 * nothing. It opens after the price-confirmation delay (1000 ms, §9) like every first-load modal
 * of that id.
 */
export function linkPriceChangeModal(
  variant: VariantView,
  linkPrice: number,
  t: TFunction,
): LinkModal {
  return {
    title: t('link_modals.price_change_title'),
    variant: 'small',
    content: (controls) => (
      <PriceChangeConfirmation variant={variant} linkPrice={linkPrice} close={controls.close} />
    ),
  };
}
