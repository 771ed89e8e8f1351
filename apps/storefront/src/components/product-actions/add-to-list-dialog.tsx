import { ShellLink, useApiClient } from '@gio/shell';
import { Button, FormInput, Spinner } from '@gio/ui';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SavedList } from '../../lib/api/add-to-shopping-list';
import type { ListChoice } from '../../lib/api/get-shopping-lists';

type Lists = { status: 'loading' } | { status: 'error' } | { status: 'ready'; lists: ListChoice[] };

type Saving =
  | { status: 'idle' }
  | { status: 'saving' }
  | { status: 'error'; key: string }
  | { status: 'done'; list: SavedList };

/**
 * The add-to-list dialog's content: the shopper's lists to choose one (PUT /api/lists/update
 * adds one of the variant), or a new list's name (POST /api/lists/create with the variant).
 * The app's modal holds it: focus moves into it, stays in it, and goes back to the button that
 * opened it.
 */
export function AddToListContent({
  onClose,
  variant,
}: {
  onClose: () => void;
  variant: { id: string; name: string };
}) {
  const { t } = useTranslation('common');
  const client = useApiClient();
  const nameId = useId();
  const [lists, setLists] = useState<Lists>({ status: 'loading' });
  const [chosen, setChosen] = useState<string>('');
  const [newName, setNewName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>(undefined);
  const [saving, setSaving] = useState<Saving>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setLists({ status: 'loading' });
    // Loaded on use: the calls' contract schemas stay out of the page's first load.
    import('../../lib/api/get-shopping-lists')
      .then(({ getShoppingLists }) => getShoppingLists(client))
      .then(
        (found) => {
          if (!current) return;
          setLists({ status: 'ready', lists: found });
          setChosen(found[0]?.shoppingListId ?? '');
        },
        () => {
          if (current) setLists({ status: 'error' });
        },
      );
    return () => {
      current = false;
    };
  }, [client, attempt]);

  // The calls load on use, as everything the product page reaches does (no zod in its first load).
  const save = async (send: () => Promise<SavedList>) => {
    setSaving({ status: 'saving' });
    try {
      setSaving({ status: 'done', list: await send() });
    } catch (error) {
      // The module may be what failed to load (offline): then the default message.
      const key = await import('../../lib/api/list-error-key').then(
        ({ listErrorKey }) => listErrorKey(error),
        () => 'add_to_list.error',
      );
      setSaving({ status: 'error', key });
    }
  };

  const addToChosen = () => {
    if (!chosen) return;
    void save(async () => {
      const { addToShoppingList } = await import('../../lib/api/add-to-shopping-list');
      return addToShoppingList(client, chosen, variant.id);
    });
  };

  const createAndAdd = (event: FormEvent) => {
    event.preventDefault();
    const name = newName.trim();
    if (!name) {
      setNameError(t('add_to_list.name_required'));
      document.getElementById(nameId)?.focus();
      return;
    }
    setNameError(undefined);
    void save(async () => {
      const { createShoppingList } = await import('../../lib/api/create-shopping-list');
      return createShoppingList(client, name, variant.id);
    });
  };

  const busy = saving.status === 'saving';
  return (
    <div className="sf-add-to-list">
      {saving.status === 'done' ? (
        <div className="sf-add-to-list__done">
          <p role="status">
            {t('add_to_list.added', { name: variant.name, list: saving.list.name })}
          </p>
          <div className="sf-modal-actions">
            <ShellLink className="sf-button-link" to={`/account/shopping-lists/${saving.list.gid}`}>
              {t('add_to_list.view_list')}
            </ShellLink>
            <Button variant="secondary" onClick={onClose}>
              {t('actions.close')}
            </Button>
          </div>
        </div>
      ) : (
        <>
          {lists.status === 'loading' ? (
            <Spinner label={t('add_to_list.loading')} showLabel />
          ) : null}
          {lists.status === 'error' ? (
            <div role="alert">
              <p>{t('add_to_list.load_error')}</p>
              <Button variant="secondary" onClick={() => setAttempt((value) => value + 1)}>
                {t('actions.retry')}
              </Button>
            </div>
          ) : null}
          {lists.status === 'ready' && lists.lists.length === 0 ? (
            <p>{t('add_to_list.empty')}</p>
          ) : null}
          {lists.status === 'ready' && lists.lists.length > 0 ? (
            <fieldset className="sf-add-to-list__choices">
              <legend>{t('add_to_list.choose')}</legend>
              {lists.lists.map((list) => (
                <label key={list.shoppingListId} className="sf-add-to-list__choice">
                  <input
                    type="radio"
                    name="shopping-list"
                    value={list.shoppingListId}
                    checked={chosen === list.shoppingListId}
                    onChange={() => setChosen(list.shoppingListId)}
                  />
                  {list.name}
                </label>
              ))}
              <Button onClick={addToChosen} loading={busy}>
                {t('add_to_list.add')}
              </Button>
            </fieldset>
          ) : null}
          <form className="sf-add-to-list__new" noValidate onSubmit={createAndAdd}>
            <FormInput
              id={nameId}
              label={t('add_to_list.new_label')}
              name="listName"
              value={newName}
              onChange={(value) => {
                setNewName(value);
                setNameError(undefined);
              }}
              error={nameError}
              maxLength={80}
            />
            <Button type="submit" variant="secondary" loading={busy}>
              {t('add_to_list.create_and_add')}
            </Button>
          </form>
          {saving.status === 'error' ? <p role="alert">{t(saving.key)}</p> : null}
        </>
      )}
    </div>
  );
}
