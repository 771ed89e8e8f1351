import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Limits } from '@gio/domain-enums';
import { toggleBrand } from '@gio/domain-search';
import './brand-filter.css';

export interface BrandFilterProps {
  /** Brands of the category (brandTexts.list, storefront.md §3). */
  brands: readonly string[];
  /** Chosen brands (brandTexts.selectedList). */
  selected: readonly string[];
  /** Called with the new list of chosen brands; the page turns it into the `brands` parameter. */
  onChange: (selected: string[]) => void;
  className?: string;
}

/**
 * Brand filter of category pages (storefront.md §2, §5): multi-select checkboxes; the first 10
 * brands are shown and the rest sit in an overflow behind "Xem thêm". The overflow starts open
 * when a brand inside it is already chosen, so no choice is hidden.
 */
export function BrandFilter({ brands, selected, onChange, className }: BrandFilterProps) {
  const { t } = useTranslation('common');
  const overflowId = useId();
  const shown = brands.slice(0, Limits.BRAND_LIST_SPLIT);
  const overflow = brands.slice(Limits.BRAND_LIST_SPLIT);
  const [open, setOpen] = useState(() => overflow.some((brand) => selected.includes(brand)));

  const checkbox = (brand: string) => (
    <li key={brand} className="gio-brand-filter__item">
      <label className="gio-brand-filter__option">
        <input
          type="checkbox"
          checked={selected.includes(brand)}
          onChange={() => onChange(toggleBrand(selected, brand))}
        />
        <span>{brand}</span>
      </label>
    </li>
  );

  if (brands.length === 0) return null;
  return (
    <fieldset className={['gio-brand-filter', className].filter(Boolean).join(' ')}>
      <legend className="gio-brand-filter__legend">{t('filters.brands')}</legend>
      <ul className="gio-brand-filter__list">{shown.map(checkbox)}</ul>
      {overflow.length > 0 ? (
        <>
          <ul
            id={overflowId}
            className="gio-brand-filter__list gio-brand-filter__list--overflow"
            hidden={!open}
          >
            {overflow.map(checkbox)}
          </ul>
          <button
            type="button"
            className="gio-brand-filter__more"
            aria-expanded={open}
            aria-controls={overflowId}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? t('actions.see_less') : t('filters.more_brands', { count: overflow.length })}
          </button>
        </>
      ) : null}
    </fieldset>
  );
}
