/**
 * Why a payment was refused, in words a shopper can act on, by the providers' decline reasons.
 * A reason is a clause, not a sentence: the storefront shows it after "Thanh toán bị từ chối:"
 * and before what to do next (storefront.md §4 "a decline returns the shopper to billing with
 * the reason").
 */
const DECLINE_REASONS: Readonly<Record<string, string>> = {
  card_declined: 'ngân hàng đã từ chối thẻ này',
  insufficient_funds: 'thẻ không đủ số dư cho đơn hàng này',
  expired_card: 'thẻ đã hết hạn',
  invalid_number: 'số thẻ không hợp lệ',
  challenge_failed: 'mã xác thực của ngân hàng không đúng',
  unknown_test_card: 'ngân hàng không nhận ra thẻ này',
  card_not_found: 'không tìm thấy thẻ đã lưu này trong tài khoản',
  wallet_declined: 'ví điện tử đã từ chối giao dịch',
  invalid_wallet_token: 'ví điện tử chưa xác nhận giao dịch',
  account_closed: 'tài khoản ngân hàng này đã đóng',
  invalid_routing_number: 'mã ngân hàng không hợp lệ',
  invalid_account_number: 'số tài khoản ngân hàng không hợp lệ',
  credit_limit_exceeded: 'đơn hàng vượt hạn mức hoá đơn còn lại của doanh nghiệp',
  invoice_not_enabled: 'doanh nghiệp chưa được thanh toán bằng hoá đơn',
  no_organization: 'tài khoản không thuộc doanh nghiệp nào',
};

/** The shopper's words for a provider's decline `reason`; an unknown reason keeps its code. */
export function declineReasonText(reason: string): string {
  return DECLINE_REASONS[reason] ?? `nhà cung cấp thanh toán từ chối (${reason})`;
}
