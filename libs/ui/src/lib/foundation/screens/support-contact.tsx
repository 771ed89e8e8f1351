import { Trans } from 'react-i18next';

export interface SupportContactProps {
  /** Hotline as shown, e.g. "1900 6868"; dialled without spaces. */
  phone: string;
  email: string;
  /** i18n key with {{phone}} and {{email}} placeholders. */
  i18nKey: 'error_screen.support' | 'maintenance.support';
}

/** "Gọi 1900 6868 hoặc gửi email đến hotro@gio.vn" with both as links. */
export function SupportContact({ phone, email, i18nKey }: SupportContactProps) {
  return (
    <p className="gio-screen__support">
      <Trans
        ns="common"
        i18nKey={i18nKey}
        values={{ phone, email }}
        // <Trans> fills each anchor with the phone number or address from the translation.
        // eslint-disable-next-line jsx-a11y/anchor-has-content
        components={{ phone: <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} />, email: <a href={`mailto:${email}`} /> }}
      />
    </p>
  );
}
