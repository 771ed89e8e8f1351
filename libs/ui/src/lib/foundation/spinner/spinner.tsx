import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import './spinner.css';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Read by screen readers; defaults to "Đang tải…". */
  label?: string;
  /** Show the label beside the circle instead of only to screen readers. */
  showLabel?: boolean;
  /** Take the surrounding text colour (inside buttons). */
  inheritColor?: boolean;
  /**
   * A decorative spinner is hidden from assistive technology because its container already
   * says it is busy (a loading button sets aria-busy and keeps its own label).
   */
  decorative?: boolean;
  className?: string;
}

export function Spinner({ size = 'md', label, showLabel = false, inheritColor = false, decorative = false, className }: SpinnerProps) {
  const { t } = useTranslation('common');
  const text = label ?? t('loading.label');
  const classes = ['gio-spinner', `gio-spinner--${size}`, inheritColor && 'gio-spinner--inherit', className].filter(Boolean).join(' ');
  if (decorative) {
    return (
      <span className={classes} aria-hidden="true">
        <span className="gio-spinner__circle" />
      </span>
    );
  }
  return (
    <span className={classes} role="status">
      <span className="gio-spinner__circle" aria-hidden="true" />
      {showLabel ? <span>{text}</span> : <VisuallyHidden>{text}</VisuallyHidden>}
    </span>
  );
}
