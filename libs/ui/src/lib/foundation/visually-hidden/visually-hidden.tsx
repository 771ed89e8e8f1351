import type { ComponentPropsWithRef, ElementType } from 'react';
import './visually-hidden.css';

export type VisuallyHiddenProps<T extends ElementType = 'span'> = {
  as?: T;
  /** Shows the content again while it (or a child) has focus, e.g. a skip link. */
  focusable?: boolean;
} & Omit<ComponentPropsWithRef<T>, 'as'>;

/** Text for assistive technology only: labels for icon buttons, live announcements. */
export function VisuallyHidden<T extends ElementType = 'span'>({ as, focusable = false, className, ...rest }: VisuallyHiddenProps<T>) {
  const Tag: ElementType = as ?? 'span';
  const classes = ['gio-visually-hidden', focusable && 'gio-visually-hidden--focusable', className].filter(Boolean).join(' ');
  return <Tag className={classes} {...rest} />;
}
