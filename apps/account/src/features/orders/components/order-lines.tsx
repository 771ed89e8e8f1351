import type { OrderView } from '@gio/contracts';
import { pickingNotesRefusal } from '@gio/domain-orders';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useBalance } from '../../../lib/use-money';
import { PickingNoteForm } from './picking-note-form';

/**
 * The order's lines (accounts.md §3 orderVariants): product, quantity, unit price and line
 * total. While picking notes may change (pickingNotesRefusal: express orders, before shopping
 * starts) each line has its notes form in a row under it; afterwards the notes show as text.
 */
export function OrderLines({ order }: { order: OrderView }) {
  const { t } = useTranslation('common');
  const money = useBalance();
  const notesOpen = pickingNotesRefusal(order) === null;
  return (
    <section className="acc-section" aria-labelledby="acc-order-lines">
      <h2 id="acc-order-lines" className="acc-section__title">
        {t('account.orders.lines_title', { count: order.orderVariants.length })}
      </h2>
      <table className="acc-lines">
        <thead>
          <tr>
            <th scope="col">{t('account.orders.col_product')}</th>
            <th scope="col" className="acc-lines__number">
              {t('account.orders.col_quantity')}
            </th>
            <th scope="col" className="acc-lines__number">
              {t('account.orders.col_price')}
            </th>
            <th scope="col" className="acc-lines__number">
              {t('account.orders.col_total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.orderVariants.map((line) => {
            const notes = notesOpen ? (
              <PickingNoteForm
                variantId={line.variant.id}
                productName={line.variant.name}
                notes={line.pickingNotes}
              />
            ) : line.pickingNotes ? (
              <p className="acc-card__eyebrow">
                {t('account.orders.notes_text', { notes: line.pickingNotes })}
              </p>
            ) : null;
            return (
              <Fragment key={line.variant.id}>
                <tr
                  className={
                    notes ? 'acc-lines__line acc-lines__line--with-notes' : 'acc-lines__line'
                  }
                >
                  <td>
                    {/* The product page is the storefront's: a full page load. */}
                    <a href={line.variant.path}>{line.variant.name}</a>
                  </td>
                  <td className="acc-lines__number">{line.quantity}</td>
                  <td className="acc-lines__number">{money(line.price)}</td>
                  <td className="acc-lines__number">{money(line.totalPrice)}</td>
                </tr>
                {/* The notes take the row's whole width under it: a form squeezed into the product column is unusable on a phone. */}
                {notes ? (
                  <tr className="acc-lines__notes">
                    <td colSpan={4}>{notes}</td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
