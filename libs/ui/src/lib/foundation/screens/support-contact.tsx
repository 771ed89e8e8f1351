import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface SupportContactProps {
  /** Hotline as shown, e.g. "1900 6868"; dialled without spaces. */
  phone: string;
  email: string;
  /** i18n key with {{phone}} and {{email}} placeholders, wrapped in `<phone>` and `<email>` tags. */
  i18nKey: 'error_screen.support' | 'maintenance.support';
}

/** `<phone>…</phone>` and `<email>…</email>` in a translated sentence. */
const LINK_TAG = /<(phone|email)>(.*?)<\/\1>/g;

/**
 * "Gọi 1900 6868 hoặc gửi email đến hotro@gio.vn" with both as links. The sentence's two tags are
 * read here rather than by react-i18next's `<Trans>`, whose markup parser would otherwise be in
 * every storefront page's first load for a sentence the error and maintenance screens show.
 */
export function SupportContact({ phone, email, i18nKey }: SupportContactProps) {
  const { t } = useTranslation('common');
  const sentence = t(i18nKey, { phone, email });
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of sentence.matchAll(LINK_TAG)) {
    const [whole, tag, text] = match;
    parts.push(sentence.slice(last, match.index));
    const href = tag === 'phone' ? `tel:${phone.replace(/[^\d+]/g, '')}` : `mailto:${email}`;
    parts.push(
      <a key={match.index} href={href}>
        {text}
      </a>,
    );
    last = match.index + whole.length;
  }
  parts.push(sentence.slice(last));
  return <p className="gio-screen__support">{parts}</p>;
}
