import type { ReactNode } from 'react';
import { AlertIcon, CheckIcon, InfoIcon } from '../icons/icons';
import './notice.css';

export type NoticeKind = 'info' | 'success' | 'warning' | 'error';

export interface NoticeProps {
  kind?: NoticeKind;
  /** A short heading; the children say the rest. */
  title?: ReactNode;
  children?: ReactNode;
  /** What the person can do about it: a retry button, a link. */
  action?: ReactNode;
  /**
   * Announce it when it appears: errors as an alert, the others as a status. Leave it off for a
   * notice that is part of the page from its first render.
   */
  announce?: boolean;
  className?: string;
}

const ICONS: Record<NoticeKind, ReactNode> = {
  info: <InfoIcon />,
  success: <CheckIcon />,
  warning: <AlertIcon />,
  error: <AlertIcon />,
};

/**
 * A message inside the page rather than a toast: a list that failed to load with its retry, a
 * confirmation beside the form it concerns, a warning about what an action will do.
 */
export function Notice({ kind = 'info', title, children, action, announce = false, className }: NoticeProps) {
  const role = announce ? (kind === 'error' ? 'alert' : 'status') : undefined;
  return (
    <div className={['gio-notice', `gio-notice--${kind}`, className].filter(Boolean).join(' ')}>
      <span className="gio-notice__icon" aria-hidden="true">
        {ICONS[kind]}
      </span>
      <div className="gio-notice__body">
        <div role={role}>
          {title ? <p className="gio-notice__title">{title}</p> : null}
          {children ? <div className="gio-notice__text">{children}</div> : null}
        </div>
        {action ? <div className="gio-notice__action">{action}</div> : null}
      </div>
    </div>
  );
}
