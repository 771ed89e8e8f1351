import type { VoucherPaging } from '@gio/domain-loyalty';
import { Button, EmptyState, Notice } from '@gio/ui';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface VoucherListProps<V extends { readonly id: string }> {
  /** The section's heading id and text. */
  id: string;
  title: string;
  paging: VoucherPaging<V>;
  loadMore: () => Promise<number | null>;
  emptyTitle: string;
  emptyDescription: string;
  /** The list's failure message key (storefront.md §8, one per list). */
  failureKey: string;
  renderVoucher: (voucher: V) => ReactNode;
}

/**
 * A voucher list loaded page by page: its vouchers, "show more" while more pages exist, the
 * list's failure message when a page did not load (the shown vouchers stay; the button tries
 * again). After a page loads, focus moves to its first voucher, so a keyboard or screen reader
 * user continues where the new ones start.
 */
export function VoucherList<V extends { readonly id: string }>({
  id,
  title,
  paging,
  loadMore,
  emptyTitle,
  emptyDescription,
  failureKey,
  renderVoucher,
}: VoucherListProps<V>) {
  const { t } = useTranslation('common');
  const items = useRef<Map<string, HTMLElement>>(new Map());
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  useEffect(() => {
    if (focusIndex === null) return;
    const voucher = paging.vouchers[focusIndex];
    if (voucher) items.current.get(voucher.id)?.focus();
    setFocusIndex(null);
  }, [focusIndex, paging.vouchers]);

  const more = async () => {
    const start = await loadMore();
    if (start !== null) setFocusIndex(start);
  };

  return (
    <section className="acc-section" aria-labelledby={id}>
      <h2 id={id} className="acc-section__title">
        {title}
      </h2>
      {paging.vouchers.length === 0 && !paging.hasMore ? (
        <EmptyState headingLevel={3} title={emptyTitle} description={emptyDescription} />
      ) : (
        <ul className="acc-card-list">
          {paging.vouchers.map((voucher) => (
            <li
              key={voucher.id}
              tabIndex={-1}
              ref={(element) => {
                if (element) items.current.set(voucher.id, element);
                else items.current.delete(voucher.id);
              }}
            >
              {renderVoucher(voucher)}
            </li>
          ))}
        </ul>
      )}
      {paging.error !== null ? (
        <Notice kind="error" announce>
          <p>{t(failureKey)}</p>
        </Notice>
      ) : null}
      {paging.hasMore ? (
        <div className="acc-form__actions">
          <Button variant="secondary" loading={paging.loading} onClick={() => void more()}>
            {t('account.loyalty.show_more')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
