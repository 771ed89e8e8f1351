import type { ComponentPropsWithRef, ReactNode } from 'react';
import './button.css';

export interface IconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'children' | 'aria-label'> {
  /** The accessible name; an icon alone says nothing to a screen reader. */
  label: string;
  icon: ReactNode;
  size?: 'sm' | 'md';
  /** A white disc with a shadow, for buttons floating over images (slider arrows, close). */
  filled?: boolean;
}

export function IconButton({ label, icon, size = 'md', filled = false, type = 'button', className, ...rest }: IconButtonProps) {
  const classes = ['gio-icon-button', `gio-icon-button--${size}`, filled && 'gio-icon-button--filled', className].filter(Boolean).join(' ');
  return (
    <button type={type} className={classes} aria-label={label} title={label} {...rest}>
      <span aria-hidden="true">{icon}</span>
    </button>
  );
}
