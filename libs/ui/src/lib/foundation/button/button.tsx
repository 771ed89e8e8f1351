import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { Spinner } from '../spinner/spinner';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * Shows a spinner and ignores clicks. The button stays focusable (aria-disabled rather than
   * disabled) so that keyboard focus is not lost while a request runs.
   */
  loading?: boolean;
  fullWidth?: boolean;
  iconStart?: ReactNode;
  iconEnd?: ReactNode;
}

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth = false,
  iconStart,
  iconEnd,
  type = 'button',
  className,
  children,
  onClick,
  disabled,
  ...rest
}: ButtonProps) {
  const classes = ['gio-button', `gio-button--${variant}`, `gio-button--${size}`, fullWidth && 'gio-button--full-width', className]
    .filter(Boolean)
    .join(' ');
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      type={type}
      className={classes}
      disabled={disabled}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={handleClick}
      {...rest}
    >
      {loading ? <Spinner size="sm" inheritColor decorative /> : iconStart && <span className="gio-button__icon">{iconStart}</span>}
      <span>{children}</span>
      {!loading && iconEnd && <span className="gio-button__icon">{iconEnd}</span>}
    </button>
  );
}
