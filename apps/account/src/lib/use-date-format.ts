import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../app/app-context';

/**
 * Dates as the page's language writes them: the site's locale (vi-VN) in Vietnamese, British
 * English otherwise; an unreadable date shows as given.
 */
export function useDateFormat(): (iso: string, options?: Intl.DateTimeFormatOptions) => string {
  const { i18n } = useTranslation('common');
  const { locale } = useSiteConfig();
  const language = i18n.language.startsWith('en') ? 'en-GB' : locale;
  return useCallback(
    (iso: string, options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'numeric', year: 'numeric' }) => {
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? iso : new Intl.DateTimeFormat(language, options).format(date);
    },
    [language],
  );
}
