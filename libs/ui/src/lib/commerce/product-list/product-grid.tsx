import { Children, isValidElement, type ReactNode } from 'react';
import './product-list.css';

export interface ProductGridProps {
  /** One child per product (usually a ProductTile). */
  children: ReactNode;
  /** Names the list when the page has several (e.g. "Kết quả tìm kiếm"). */
  label?: string;
  className?: string;
}

/** The responsive grid product lists use: 2 columns on phones, up to 5 on wide screens. */
export function ProductGrid({ children, label, className }: ProductGridProps) {
  return (
    <ul aria-label={label} className={['gio-product-grid', className].filter(Boolean).join(' ')}>
      {Children.toArray(children).map((child, index) => (
        <li
          key={isValidElement(child) && child.key !== null ? child.key : index}
          className="gio-product-grid__item"
        >
          {child}
        </li>
      ))}
    </ul>
  );
}
