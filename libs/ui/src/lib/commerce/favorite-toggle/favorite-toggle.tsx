import { useTranslation } from 'react-i18next';
import { IconButton } from '../../foundation/button/icon-button';
import './favorite-toggle.css';

export interface FavoriteToggleProps {
  /** The product's name, for the button's accessible name. */
  productName: string;
  /** The product is one of the shopper's favourites (the heart is filled, aria-pressed). */
  pressed: boolean;
  /** The change is on its way: further presses are ignored, focus stays on the button. */
  busy?: boolean;
  onToggle: () => void;
  className?: string;
}

const HeartIcon = ({ filled }: { filled: boolean }) => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <path
      d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 8 3.4 4.5 6.9 4.5c2 0 3.4 1.1 4.1 2.4h2c.7-1.3 2.1-2.4 4.1-2.4 3.5 0 5.5 3.5 4.2 6.8-1.8 4.6-9.3 9.2-9.3 9.2z"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
    />
  </svg>
);

/**
 * The favourite heart of a product tile or page (accounts.md §7 add-favorite, remove-favorite):
 * a toggle button whose name stays the product's and whose state is aria-pressed, as the WAI-ARIA
 * toggle pattern asks; the app decides what a press does (a guest is sent to sign in).
 */
export function FavoriteToggle({ productName, pressed, busy = false, onToggle, className }: FavoriteToggleProps) {
  const { t } = useTranslation('common');
  return (
    <IconButton
      label={t('favorite_toggle.label', { name: productName })}
      icon={<HeartIcon filled={pressed} />}
      size="md"
      aria-pressed={pressed}
      aria-busy={busy || undefined}
      className={['gio-favorite-toggle', pressed && 'gio-favorite-toggle--pressed', className].filter(Boolean).join(' ')}
      onClick={() => {
        if (!busy) onToggle();
      }}
    />
  );
}
