import { isSearchableTerm, sanitizeSearchTerm } from '@gio/domain-search';
import { Button } from '@gio/ui';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { searchPath } from '../search-path';

/**
 * The header's search bar: the term is sanitised and searched only when long enough
 * (storefront.md §5, domain-search `isSearchableTerm`); a shorter term explains why instead.
 */
export function SearchBar({
  initialTerm = '',
  onSearch,
}: {
  initialTerm?: string;
  onSearch?: () => void;
}) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const inputId = useId();
  const hintId = useId();
  const [term, setTerm] = useState(initialTerm);
  const [tooShort, setTooShort] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const clean = sanitizeSearchTerm(term);
    if (!isSearchableTerm(clean)) {
      setTooShort(true);
      return;
    }
    setTooShort(false);
    onSearch?.();
    void navigate(searchPath(clean));
  };

  return (
    <form role="search" className="sf-search" onSubmit={submit}>
      <label htmlFor={inputId} className="sf-visually-hidden">
        {t('search.label')}
      </label>
      <input
        id={inputId}
        className="sf-search__input"
        type="search"
        name="q"
        value={term}
        placeholder={t('search.placeholder')}
        aria-invalid={tooShort || undefined}
        aria-describedby={tooShort ? hintId : undefined}
        onChange={(event) => setTerm(event.target.value)}
      />
      <Button type="submit" size="sm">
        {t('search.submit')}
      </Button>
      {tooShort && (
        <p id={hintId} role="alert" className="sf-search__hint">
          {t('search.min_length')}
        </p>
      )}
    </form>
  );
}
