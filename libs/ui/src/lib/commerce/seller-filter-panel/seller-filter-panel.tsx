import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FulfillmentFilter } from '@gio/domain-enums';
import './seller-filter-panel.css';

/** A fulfilment choice: null is All; otherwise the search/module filter value (accounts.md §4). */
export type SellerFulfilmentChoice = FulfillmentFilter | null;

export interface ShopCategory {
  id: string;
  name: string;
}

export interface SellerFilterPanelProps {
  /** Chosen fulfilment; null means All. */
  fulfilment: SellerFulfilmentChoice;
  onFulfilmentChange: (choice: SellerFulfilmentChoice) => void;
  /** The seller's shop categories. */
  shopCategories: readonly ShopCategory[];
  /** id of the chosen shop category, or null. */
  selectedCategoryId: string | null;
  onCategoryChange: (id: string) => void;
  /** Clears the shop category choice. */
  onClear: () => void;
  className?: string;
}

/**
 * Filter panel of seller module pages (storefront.md §2): fulfilment choices All, Standard
 * Delivery and Pick up in Store as one radio group, then the shop categories with a Clear action.
 * Standard Delivery filters on LOCAL_DELIVERY and Pick up in Store on IN_STORE_PICKUP.
 */
export function SellerFilterPanel({
  fulfilment,
  onFulfilmentChange,
  shopCategories,
  selectedCategoryId,
  onCategoryChange,
  onClear,
  className,
}: SellerFilterPanelProps) {
  const { t } = useTranslation('common');
  const name = useId();
  const fulfilmentChoices: { value: SellerFulfilmentChoice; label: string }[] = [
    { value: null, label: t('filters.fulfilment_all') },
    {
      value: FulfillmentFilter.LOCAL_DELIVERY,
      label: t('filters.standard_delivery'),
    },
    {
      value: FulfillmentFilter.IN_STORE_PICKUP,
      label: t('filters.pickup_in_store'),
    },
  ];

  return (
    <div className={['gio-seller-filter', className].filter(Boolean).join(' ')}>
      <fieldset className="gio-seller-filter__group">
        <legend className="gio-seller-filter__legend">{t('filters.fulfilment')}</legend>
        {fulfilmentChoices.map((choice) => (
          <label key={choice.value ?? 'all'} className="gio-seller-filter__option">
            <input
              type="radio"
              name={`${name}-fulfilment`}
              value={choice.value ?? ''}
              checked={fulfilment === choice.value}
              onChange={() => onFulfilmentChange(choice.value)}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </fieldset>
      {shopCategories.length > 0 ? (
        <fieldset className="gio-seller-filter__group">
          <legend className="gio-seller-filter__legend">{t('filters.shop_categories')}</legend>
          {shopCategories.map((category) => (
            <label key={category.id} className="gio-seller-filter__option">
              <input
                type="radio"
                name={`${name}-category`}
                value={category.id}
                checked={selectedCategoryId === category.id}
                onChange={() => onCategoryChange(category.id)}
              />
              <span>{category.name}</span>
            </label>
          ))}
          <button
            type="button"
            className="gio-seller-filter__clear"
            aria-disabled={selectedCategoryId === null || undefined}
            onClick={() => {
              // Stays in place when nothing is chosen, so focus never falls back to the page.
              if (selectedCategoryId !== null) onClear();
            }}
          >
            {t('filters.clear')}
          </button>
        </fieldset>
      ) : null}
    </div>
  );
}
