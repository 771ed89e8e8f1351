import { SHOPPING_LIST_NAME_MAX } from '@gio/contracts';
import type { FieldRule } from '@gio/domain-validation';
import { Button, FormInput, Notice, useMessages } from '@gio/ui';
import { useTranslation } from 'react-i18next';
import { useActionForm } from '../../../lib/action-form';
import type { ShoppingList } from '../api/get-shopping-list';
import { reminderChoiceOf } from '../lib/reminder';
import { ReminderSelect } from './reminder-select';
import { ReminderText } from './reminder-text';

const SETTINGS_RULES: readonly FieldRule[] = [{ name: 'listName', required: true }];

/**
 * The list's name and reminder (PUT /api/lists/update): the reminder e-mail goes every chosen
 * number of days, first that many days after saving, unless the shopper left the "list
 * reminders" e-mail topic.
 */
export function ListSettingsForm({ list }: { list: ShoppingList }) {
  const { t } = useTranslation('common');
  const messages = useMessages();
  const form = useActionForm<{ listName: string; reminderDays: string }>({
    rules: SETTINGS_RULES,
    initialValues: { listName: list.name, reminderDays: String(reminderChoiceOf(list.reminder)) },
    intent: 'settings',
    toBody: (values) => ({ listName: values.listName, reminderDays: Number(values.reminderDays) }),
    onSuccess: () => messages.show({ kind: 'success', text: t('account.lists.settings_done') }),
  });
  const reminder = form.field('reminderDays');
  return (
    <form className="acc-form" noValidate onSubmit={form.handleSubmit} aria-labelledby="acc-list-settings-title">
      <h2 id="acc-list-settings-title" className="acc-section__title">
        {t('account.lists.settings_title')}
      </h2>
      <div className="acc-form__row">
        <FormInput {...form.field('listName')} label={t('account.lists.name_label')} maxLength={SHOPPING_LIST_NAME_MAX} />
        <ReminderSelect
          name={reminder.name}
          value={Number(reminder.value)}
          onChange={(days) => reminder.onChange(String(days))}
          helperText={t('account.lists.reminder_hint')}
        />
      </div>
      <ReminderText reminder={list.reminder} />
      {form.formError ? (
        <Notice kind="error" announce>
          <p>{form.formError}</p>
        </Notice>
      ) : null}
      <div className="acc-form__actions">
        <Button type="submit" loading={form.submitting}>
          {t('account.lists.settings_save')}
        </Button>
      </div>
    </form>
  );
}
