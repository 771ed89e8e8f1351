import { useTranslation } from 'react-i18next';
import { Button } from '../../foundation/button/button';
import { LazyModal as Modal } from '../../foundation/modal/lazy-modal';
import { Spinner } from '../../foundation/spinner/spinner';
import './back-in-stock-dialog.css';

/** Where the back-in-stock request stands. */
export type BackInStockStatus = 'submitting' | 'confirmed' | 'error';

export interface BackInStockDialogProps {
  open: boolean;
  status: BackInStockStatus;
  /** The out-of-stock product. */
  productName: string;
  /** Its image (from Variant.images), shown small beside the name. */
  productImage?: { src: string; width: number; height: number } | null;
  /** Called when the dialog closes for any reason; set `open` to false here. */
  onClose: () => void;
  /** Sends the request again after an error. */
  onRetry?: () => void;
}

/**
 * Notify-when-back-in-stock dialog (storefront.md §2, §4 "Back in stock"): a logged-in shopper's
 * request is sent at once and this dialog confirms it. Guests go through the full-page login
 * dialog instead and excluded variants never open it; both are the app's decisions. The status
 * area is a polite live region, so the confirmation or the error is read out when it arrives.
 */
export function BackInStockDialog({
  open,
  status,
  productName,
  productImage,
  onClose,
  onRetry,
}: BackInStockDialogProps) {
  const { t } = useTranslation('common');
  return (
    <Modal
      open={open}
      variant="small"
      title={t('stock.notify_me')}
      onClose={onClose}
      footer={
        <>
          {status === 'error' && onRetry ? (
            <Button variant="secondary" onClick={onRetry}>
              {t('actions.retry')}
            </Button>
          ) : null}
          <Button onClick={onClose}>{t('actions.close')}</Button>
        </>
      }
    >
      <div className="gio-back-in-stock">
        <div className="gio-back-in-stock__product">
          {productImage ? (
            <img
              className="gio-back-in-stock__image"
              src={productImage.src}
              width={productImage.width}
              height={productImage.height}
              alt=""
            />
          ) : null}
          <p className="gio-back-in-stock__name">{productName}</p>
        </div>
        <div className="gio-back-in-stock__status" aria-live="polite">
          {status === 'submitting' ? <Spinner showLabel /> : null}
          {status === 'confirmed' ? (
            <p className="gio-back-in-stock__message">{t('stock.notify_confirmed')}</p>
          ) : null}
          {status === 'error' ? (
            <p className="gio-back-in-stock__message gio-back-in-stock__message--error">
              {t('form.api_error_message_default')}
            </p>
          ) : null}
        </div>
      </div>
    </Modal>
  );
}
