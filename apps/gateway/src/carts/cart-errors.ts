import { AppError } from '../http/app-error';
import { CartErrorCode } from '@gio/contracts';

/** The shopper-facing message of each cart refusal (the apps show their own translation). */
const MESSAGES: Record<CartErrorCode, string> = {
  UNKNOWN_VARIANT: 'Sản phẩm không tồn tại.',
  QUANTITY_LIMIT_EXCEEDED: 'Số lượng vượt quá mức tối đa có thể mua.',
  ADD_AT_ONCE_LIMIT_EXCEEDED: 'Số lượng thêm vào giỏ một lần vượt quá mức cho phép.',
  SAMPLE_LIMIT_REACHED: 'Bạn đã đạt số lượng mẫu thử tối đa.',
  OUT_OF_STOCK: 'Sản phẩm đã hết hàng.',
  DISCONTINUED: 'Sản phẩm đã ngừng kinh doanh.',
  AGE_CONFIRMATION_REQUIRED: 'Vui lòng xác nhận bạn đủ tuổi để mua sản phẩm này.',
  ITEM_DISABLED: 'Sản phẩm này không khả dụng cho giỏ hàng của bạn.',
  WAREHOUSE_MISMATCH: 'Sản phẩm không có ở kho đã chọn.',
  FULFILLMENT_UNAVAILABLE: 'Sản phẩm không hỗ trợ hình thức nhận hàng đã chọn.',
  CART_EDIT_FORBIDDEN: 'Bạn không có quyền sửa giỏ hàng này.',
};

/**
 * A refused cart change: 404 for an unknown variant, else 400 (403 stays reserved for CSRF and
 * bot protection, on which the apps reload).
 */
export function cartError(code: CartErrorCode, field?: string, detail?: string): AppError {
  const status = code === CartErrorCode.UNKNOWN_VARIANT ? 404 : 400;
  const message = detail ? `${MESSAGES[code]} ${detail}` : MESSAGES[code];
  return new AppError(status, code, message, field);
}
