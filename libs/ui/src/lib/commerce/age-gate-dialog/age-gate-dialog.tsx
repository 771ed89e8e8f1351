import { useTranslation } from 'react-i18next';
import { Button } from '../../foundation/button/button';
import { LazyModal as Modal } from '../../foundation/modal/lazy-modal';
import type { ModalCloseReason } from '../../foundation/modal/modal.machine';
import './age-gate-dialog.css';

export interface AgeGateDialogProps {
  open: boolean;
  /** The shopper confirms their age; the app records it (session key ageGate) and retries the add. */
  onAccept: () => void;
  /** The shopper declines or dismisses the dialog; nothing is added. */
  onDecline: () => void;
  /** The age-gated product the shopper tried to add. */
  productName?: string;
}

const DISMISSALS: readonly ModalCloseReason[] = ['escape', 'backdrop', 'close-button'];

/**
 * Age gate (storefront.md §4 cart add flow, accounts.md §2): shown before an age-gated product
 * is added. Accepting hands control back to the app, which stores the confirmation with
 * `recordAgeConfirmation` (`@gio/domain-quantity`) and retries; any dismissal is a decline.
 */
export function AgeGateDialog({ open, onAccept, onDecline, productName }: AgeGateDialogProps) {
  const { t } = useTranslation('common');
  return (
    <Modal
      open={open}
      variant="small"
      title={t('product.age_restricted')}
      onClose={(reason) => {
        if (DISMISSALS.includes(reason)) onDecline();
      }}
      footer={
        <>
          <Button variant="secondary" onClick={onDecline}>
            {t('actions.cancel')}
          </Button>
          <Button onClick={onAccept}>{t('age_gate.confirm')}</Button>
        </>
      }
    >
      {productName ? <p className="gio-age-gate__product">{productName}</p> : null}
    </Modal>
  );
}
