import { isSearchableTerm, sanitizeSearchTerm } from '@gio/domain-search';
import { parseBulkLines, type RejectedBulkLine } from '@gio/domain-quantity';
import { Button, FormInput, Notice } from '@gio/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDeps } from '../../../app/app-context';
import { searchProducts, type ProductChoice } from '../api/search-products';
import { fromLines, type QuoteItem } from '../lib/quote-list';

type SearchState =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'short' }
  | { kind: 'failed' }
  | { kind: 'done'; term: string; results: ProductChoice[] };

export interface ProductPickerProps {
  /** SKUs already on the request (no duplicates, 50 at most). */
  listed: readonly string[];
  onAdd: (items: QuoteItem[]) => void;
  /** The request's "add a product" error and the ref its failed submit focuses (the search box). */
  itemsError: string | undefined;
  itemsRef: (element: HTMLElement | null) => void;
}

/**
 * Two ways to fill the request: search the catalogue and pick, or paste "SKU quantity" lines
 * (domain-quantity `parseBulkLines`); the lines not taken stay listed with their reason.
 */
export function ProductPicker({ listed, onAdd, itemsError, itemsRef }: ProductPickerProps) {
  const { t } = useTranslation('common');
  const { client } = useAppDeps();
  const [term, setTerm] = useState('');
  const [search, setSearch] = useState<SearchState>({ kind: 'idle' });
  const [pasted, setPasted] = useState('');
  const [rejected, setRejected] = useState<readonly RejectedBulkLine[]>([]);
  const [added, setAdded] = useState<number | null>(null);

  const runSearch = async (event: FormEvent) => {
    event.preventDefault();
    // storefront.md §9: a search is issued only for terms longer than 2 characters.
    const clean = sanitizeSearchTerm(term);
    if (!isSearchableTerm(clean)) {
      setSearch({ kind: 'short' });
      return;
    }
    setSearch({ kind: 'busy' });
    try {
      setSearch({ kind: 'done', term: clean, results: await searchProducts(client, clean) });
    } catch {
      setSearch({ kind: 'failed' });
    }
  };

  const addPasted = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseBulkLines(pasted, listed);
    setRejected(parsed.rejected);
    setAdded(parsed.lines.length);
    if (parsed.lines.length > 0) onAdd(fromLines(parsed.lines));
    // Only the lines not taken stay in the box, to be corrected in place.
    setPasted(parsed.rejected.map((line) => line.text).join('\n'));
  };

  const isListed = (id: string) => listed.some((sku) => sku.toLowerCase() === id.toLowerCase());

  return (
    <div className="acc-stack">
      <form role="search" className="acc-form" noValidate onSubmit={(event) => void runSearch(event)}>
        <div className="acc-form__row">
          <FormInput
            name="productSearch"
            label={t('account.bulk_purchase.search')}
            value={term}
            onChange={setTerm}
            error={itemsError}
            ref={itemsRef}
            autoComplete="off"
          />
          <div className="acc-form__actions">
            <Button type="submit" variant="secondary" loading={search.kind === 'busy'}>
              {t('account.bulk_purchase.search_submit')}
            </Button>
          </div>
        </div>
      </form>
      <div aria-live="polite">
        {search.kind === 'short' ? <p>{t('account.bulk_purchase.search_short')}</p> : null}
        {search.kind === 'failed' ? <p>{t('account.bulk_purchase.search_failed')}</p> : null}
        {search.kind === 'done' && search.results.length === 0 ? (
          <p>{t('account.bulk_purchase.search_none', { term: search.term })}</p>
        ) : null}
      </div>
      {search.kind === 'done' && search.results.length > 0 ? (
        <ul className="acc-stack acc-stack--tight" aria-label={t('account.bulk_purchase.search_results')}>
          {search.results.map((product) => (
            <li key={product.id} className="acc-invite">
              <span>
                {product.name} <span className="acc-fact__note">{product.id}</span>
              </span>
              {isListed(product.id) ? (
                <span className="acc-badge">{t('account.bulk_purchase.added')}</span>
              ) : (
                <Button
                  type="button"
                  variant="secondary"
                  size="sm"
                  aria-label={t('account.bulk_purchase.add_label', { name: product.name })}
                  onClick={() => onAdd([{ sku: product.id, name: product.name, quantity: 1 }])}
                >
                  {t('account.bulk_purchase.add')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      <form className="acc-form" noValidate onSubmit={addPasted}>
        <FormInput
          name="pastedLines"
          type="textarea"
          rows={4}
          label={t('account.bulk_purchase.paste')}
          value={pasted}
          onChange={setPasted}
          placeholder={'var_0001 4\nvar_0002 10'}
        />
        <div className="acc-form__actions">
          <Button type="submit" variant="secondary" disabled={pasted.trim() === ''}>
            {t('account.bulk_purchase.paste_submit')}
          </Button>
        </div>
      </form>
      <div aria-live="polite">
        {added !== null && added > 0 ? <p>{t('account.bulk_purchase.paste_added', { count: added })}</p> : null}
      </div>
      {rejected.length > 0 ? (
        <Notice kind="error" title={t('account.bulk_purchase.paste_rejected_title')} announce>
          <ul>
            {rejected.map((line) => (
              <li key={line.lineNumber}>
                {t('account.bulk_purchase.paste_rejected_line', { line: line.lineNumber, text: line.text })}{' '}
                <strong>{t(`account.bulk_purchase.line_errors.${line.error}`)}</strong>
              </li>
            ))}
          </ul>
        </Notice>
      ) : null}
    </div>
  );
}
