import { SHOPPING_LIST_NAME_MAX } from '@gio/contracts';
import type { FieldRule } from '@gio/domain-validation';
import { Button, FormInput, Notice } from '@gio/ui';
import { useTranslation } from 'react-i18next';
import { useActionForm } from '../../../lib/action-form';
import { ReminderSelect } from './reminder-select';

const LIST_RULES: readonly FieldRule[] = [{ name: 'listName', required: true }];

/** A new list: its name and, if wanted, a reminder (POST /api/lists/create); the page then opens it. */
export function NewListForm({ onCreated }: { onCreated: (created: { gid: string; name: string }) => void }) {
  const { t } = useTranslation('common');
  const form = useActionForm<{ listName: string; reminderDays: string }, { gid: string; name: string }>({
    rules: LIST_RULES,
    initialValues: { listName: '', reminderDays: '0' },
    intent: 'create',
    toBody: (values) => ({ listName: values.listName, reminderDays: Number(values.reminderDays) }),
    onSuccess: onCreated,
  });
  const reminder = form.field('reminderDays');
  return (
    <form className="acc-form" noValidate onSubmit={form.handleSubmit} aria-labelledby="acc-new-list-title">
      <h2 id="acc-new-list-title" className="acc-section__title">
        {t('account.lists.new_title')}
      </h2>
      <div className="acc-form__row">
        <FormInput {...form.field('listName')} label={t('account.lists.name_label')} maxLength={SHOPPING_LIST_NAME_MAX} />
        <ReminderSelect
          name={reminder.name}
          value={Number(reminder.value)}
          onChange={(days) => reminder.onChange(String(days))}
        />
      </div>
      {form.formError ? (
        <Notice kind="error" announce>
          <p>{form.formError}</p>
        </Notice>
      ) : null}
      <div className="acc-form__actions">
        <Button type="submit" loading={form.submitting}>
          {t('account.lists.create')}
        </Button>
      </div>
    </form>
  );
}
