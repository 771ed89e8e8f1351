import { isSearchableTerm, sanitizeSearchTerm, searchPath } from '@gio/domain-search';
import { linkNavigation } from '@gio/domain-shell';
import { Button, useTypedBeforeHydration, VisuallyHidden } from '@gio/ui';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useShellEnvironment } from '../providers/shell-environment';
import './search-bar.css';
import { useSearchSuggestions } from './use-search-suggestions';

interface Option {
  key: string;
  label: string;
  kind: string | null;
  path: string;
}

/**
 * The header's search bar: the term is sanitised and searched only when long enough
 * (storefront.md §5, domain-search `isSearchableTerm`); a shorter term explains why instead.
 * While the shopper types a searchable term it offers suggestions (top searches, pages,
 * products; accounts.md §2) as a combobox with a listbox: arrow keys move through them, Enter
 * opens the highlighted one, Escape closes the list, and typing on keeps plain search. Results
 * and suggested pages are the storefront's: from the account app they load as documents.
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
  const { app, fullPageLoad } = useShellEnvironment();
  const inputId = useId();
  const hintId = useId();
  const listId = useId();
  const [term, setTerm] = useState(initialTerm);
  const input = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(input, term, setTerm);
  const [tooShort, setTooShort] = useState(false);
  // The list shows only after the shopper types here, so a term carried over from the results
  // page does not open it on arrival; Escape, blur and choosing close it.
  const [wanted, setWanted] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useSearchSuggestions(wanted ? term : '');

  const options: Option[] =
    suggestions.status === 'ready' && suggestions.suggestions.length > 0
      ? [
          ...suggestions.suggestions.map((s, index) => ({
            key: `${s.type}-${s.path}-${index}`,
            label: s.label,
            kind: t(`search.suggestion_type.${s.type}`),
            path: s.path,
          })),
          {
            key: 'all',
            label: t('search.see_all_results', { term: suggestions.term }),
            kind: null,
            path: searchPath(suggestions.term),
          },
        ]
      : [];
  const open = wanted && options.length > 0;
  const highlighted = open && active >= 0 && active < options.length ? active : -1;
  const optionId = (index: number) => `${listId}-${index}`;

  const close = () => {
    setWanted(false);
    setActive(-1);
  };

  const go = (path: string) => {
    close();
    onSearch?.();
    if (linkNavigation(path, app) === 'client') void navigate(path);
    else fullPageLoad(path);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const clean = sanitizeSearchTerm(term);
    if (!isSearchableTerm(clean)) {
      setTooShort(true);
      return;
    }
    setTooShort(false);
    go(searchPath(clean));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Keys that finish a word in a Vietnamese input method (Enter, arrows) belong to it.
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!wanted) setWanted(true);
        else if (open) setActive(highlighted + 1 >= options.length ? 0 : highlighted + 1);
        break;
      case 'ArrowUp':
        if (!open) break;
        event.preventDefault();
        setActive(highlighted <= 0 ? options.length - 1 : highlighted - 1);
        break;
      case 'Enter': {
        const option = highlighted >= 0 ? options[highlighted] : undefined;
        if (!option) break;
        event.preventDefault();
        go(option.path);
        break;
      }
      case 'Escape':
        // The first Escape closes the list; only then may the browser clear the field.
        if (!open) break;
        event.preventDefault();
        close();
        break;
    }
  };

  const status =
    !wanted || suggestions.status === 'idle' || suggestions.status === 'error'
      ? ''
      : suggestions.status === 'loading'
        ? t('search.suggestions_loading')
        : suggestions.suggestions.length === 0
          ? t('search.suggestions_empty', { term: suggestions.term })
          : t('search.suggestions_count', { count: suggestions.suggestions.length });

  return (
    <form role="search" className="sf-search" onSubmit={submit}>
      <VisuallyHidden as="label" htmlFor={inputId}>
        {t('search.label')}
      </VisuallyHidden>
      <div className="sf-search__field">
        <input
          ref={input}
          id={inputId}
          className="sf-search__input"
          type="search"
          name="q"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={highlighted >= 0 ? optionId(highlighted) : undefined}
          value={term}
          placeholder={t('search.placeholder')}
          aria-invalid={tooShort || undefined}
          aria-describedby={tooShort ? hintId : undefined}
          onChange={(event) => {
            setTerm(event.target.value);
            setWanted(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={close}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={t('search.suggestions_label')}
          className="sf-search__suggestions"
          hidden={!open}
        >
          {open &&
            options.map((option, index) => (
              // Keyboard use goes through the combobox (aria-activedescendant), as the pattern asks.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={option.key}
                id={optionId(index)}
                role="option"
                aria-selected={index === highlighted}
                className={[
                  'sf-search__suggestion',
                  option.kind === null && 'sf-search__suggestion--all',
                ]
                  .filter(Boolean)
                  .join(' ')}
                // Keeps focus in the input, so the blur does not close the list before the click.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => go(option.path)}
              >
                <span className="sf-search__suggestion-label">{option.label}</span>
                {option.kind && <span className="sf-search__suggestion-kind">{option.kind}</span>}
              </li>
            ))}
        </ul>
        <p
          role="status"
          className={
            status && !open ? 'sf-search__status sf-search__status--shown' : 'sf-search__status'
          }
        >
          {status}
        </p>
      </div>
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
