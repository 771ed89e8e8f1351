import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../button/icon-button';
import { AlertIcon, CheckIcon, CloseIcon, InfoIcon } from '../icons/icons';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import './messages.css';

export type MessageKind = 'info' | 'success' | 'error';

export interface ToastProps {
  kind?: MessageKind;
  children: ReactNode;
  onDismiss?: () => void;
  className?: string;
}

const ICONS: Record<MessageKind, ReactNode> = {
  info: <InfoIcon />,
  success: <CheckIcon />,
  error: <AlertIcon />,
};

/**
 * One info, success or error message. It is not a live region itself: `MessageRegion` holds
 * the live regions so that the message is announced when it is added.
 */
export function Toast({ kind = 'info', children, onDismiss, className }: ToastProps) {
  const { t } = useTranslation('common');
  return (
    <div className={['gio-toast', `gio-toast--${kind}`, className].filter(Boolean).join(' ')}>
      <span className="gio-toast__icon" aria-hidden="true">
        {ICONS[kind]}
      </span>
      <p className="gio-toast__text">
        <VisuallyHidden>{t(`messages.${kind}`)}: </VisuallyHidden>
        {children}
      </p>
      {onDismiss && <IconButton className="gio-toast__dismiss" size="sm" label={t('messages.dismiss')} icon={<CloseIcon />} onClick={onDismiss} />}
    </div>
  );
}
