import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../lib/use-date-format';

/** When and how often the list reminds its owner by e-mail, or that it does not. */
export function ReminderText({ reminder }: { reminder: { intervalDays: number; nextReminderAt: string } | null }) {
  const { t } = useTranslation('common');
  const formatDate = useDateFormat();
  if (!reminder) return <p>{t('account.lists.reminder_none')}</p>;
  return (
    <p>
      {t('account.lists.reminder_summary', {
        count: reminder.intervalDays,
        date: formatDate(reminder.nextReminderAt),
      })}
    </p>
  );
}
