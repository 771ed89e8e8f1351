import { Notice } from '@gio/ui';
import { useTranslation } from 'react-i18next';

/** What a person whose level may not use a page sees (the server refused it too). */
export function DeniedNotice() {
  const { t } = useTranslation('common');
  return (
    <Notice kind="info" title={t('account.approvals.denied_title')}>
      <p>{t('account.approvals.denied_body')}</p>
    </Notice>
  );
}
