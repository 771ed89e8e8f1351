import { Button, FormInput, VisuallyHidden, useMessages } from '@gio/ui';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useActionSubmit } from '../../../lib/action-form';
import type { ActionResult } from '../../../lib/action-result';

/** accounts.md §7 update-express-item: the notes' limit of the call. */
const PICKING_NOTES_MAX = 250;

export interface PickingNoteFormProps {
  variantId: string;
  productName: string;
  notes: string | null;
}

/**
 * The picking notes of one express line (update-express-item), saved in place through the order
 * page's action with a fetcher; a toast confirms, a refusal shows under the field.
 */
export function PickingNoteForm({ variantId, productName, notes }: PickingNoteFormProps) {
  const { t } = useTranslation('common');
  const messages = useMessages();
  const { fetcher, submit } = useActionSubmit<ActionResult<unknown>>();
  const [value, setValue] = useState(notes ?? '');
  const [error, setError] = useState<string | undefined>(undefined);
  const field = useRef<HTMLInputElement | HTMLTextAreaElement>(null);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    const result = await submit({ intent: 'picking-notes', variantId, pickingNotes: value });
    if (result?.ok) {
      messages.show({
        kind: 'success',
        text: value.trim()
          ? t('account.orders.notes_saved', { name: productName })
          : t('account.orders.notes_cleared', { name: productName }),
      });
      return;
    }
    setError(
      t(
        result?.ok === false
          ? (result.errors?.pickingNotes ?? result.formError ?? 'form.api_error_message_default')
          : 'form.api_error_message_default',
      ),
    );
    field.current?.focus();
  };

  return (
    <form
      className="acc-picking-note acc-no-print"
      onSubmit={(event) => void save(event)}
      noValidate
    >
      <FormInput
        ref={field}
        label={t('account.orders.notes_label', { name: productName })}
        name={`pickingNotes-${variantId}`}
        value={value}
        onChange={(next) => {
          setValue(next);
          setError(undefined);
        }}
        maxLength={PICKING_NOTES_MAX}
        showCounter
        helperText={t('account.orders.notes_help')}
        error={error}
      />
      <Button type="submit" variant="secondary" size="sm" loading={fetcher.state !== 'idle'}>
        {t('account.orders.notes_save')}
        <VisuallyHidden>: {productName}</VisuallyHidden>
      </Button>
    </form>
  );
}
