import { SelectField } from '@gio/ui';
import { useTranslation } from 'react-i18next';
import { REMINDER_CHOICES } from '../lib/reminder';

/**
 * How often the list reminds its owner by e-mail. A list whose interval is not one of the
 * choices (set through the API) keeps it as a choice of its own, so saving leaves it alone.
 */
export function ReminderSelect({
  value,
  onChange,
  name = 'reminder',
  helperText,
}: {
  value: number;
  onChange: (days: number) => void;
  name?: string;
  helperText?: string;
}) {
  const { t } = useTranslation('common');
  const choices: number[] = (REMINDER_CHOICES as readonly number[]).includes(value)
    ? [...REMINDER_CHOICES]
    : [...REMINDER_CHOICES, value];
  return (
    <SelectField
      label={t('account.lists.reminder_label')}
      name={name}
      value={String(value)}
      onChange={(next) => onChange(Number(next))}
      helperText={helperText}
      options={choices.map((days) => ({
        value: String(days),
        label: days === 0 ? t('account.lists.reminder_off') : t('account.lists.reminder_every', { count: days }),
      }))}
    />
  );
}
