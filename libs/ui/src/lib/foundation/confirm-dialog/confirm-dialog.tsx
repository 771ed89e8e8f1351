import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button/button';
import { Modal } from '../modal';
import './confirm-dialog.css';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question, shown as the dialog's heading and accessible name ("Xoá địa chỉ này?"). */
  title: ReactNode;
  /** What will happen, in a sentence or two (the address that goes, that it cannot be undone). */
  children?: ReactNode;
  /** Names the action ("Xoá địa chỉ"), never a bare "OK". */
  confirmLabel: string;
  /** Defaults to "Huỷ". */
  cancelLabel?: string;
  /** The action is running: the confirm button spins and the dialog cannot be dismissed. */
  busy?: boolean;
  /** Why the action failed, shown in the dialog so the person can try again or cancel. */
  error?: ReactNode;
  onConfirm: () => void;
  /** Cancel, Escape, the backdrop or the close button. */
  onCancel: () => void;
}

/**
 * Asks before a destructive action (deleting an address or a card, unlinking a sign-in): a small
 * modal whose footer has Cancel first, so that focus starts on the choice that changes nothing,
 * then the named action. Escape and the backdrop cancel, except while the action runs.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  busy = false,
  error,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  return (
    <Modal
      open={open}
      variant="small"
      title={title}
      locked={busy}
      onClose={(reason) => {
        if (reason !== 'programmatic') onCancel();
      }}
      footer={
        <div className="gio-confirm-dialog__actions">
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel ?? t('actions.cancel')}
          </Button>
          <Button onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </div>
      }
    >
      <div className="gio-confirm-dialog__body">
        {children}
        {error ? (
          <p className="gio-confirm-dialog__error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </Modal>
  );
}
