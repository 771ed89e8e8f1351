/** Server error codes (accounts.md §8). 597 and 598 carry a hash in their message. */
export const ServerErrorCode = {
  LOGIN_ERROR_VN: 5,
  LOGIN_ERROR: 55,
  PAYMENT_METHOD_CREATE_PAYMENT_METHOD_FAILED: 487,
  REGISTRATION_EMAIL_EXISTS_ERROR: 561,
  REGISTRATION_TELEPHONE_EXISTS_ERROR: 562,
  OTP_ERROR: 566,
  ENTRY_ALREADY_USED: 578,
  B2B_LOCATION_UNSUPPORTED: 585,
  PHONE_NUMBER_ALREADY_REGISTERED: 596,
  HASH_597: 597,
  HASH_598: 598,
} as const;
export type ServerErrorCode = (typeof ServerErrorCode)[keyof typeof ServerErrorCode];

/** Client-side messages, word for word as the spec gives them (accounts.md §8, storefront.md §8). */
export const ClientMessage = {
  UNEXPECTED: 'Sorry, an unexpected error has occurred.',
  NETWORK_OFFLINE: 'Looks like you have limited or no network connection. Please try again.',
  ORDER_GID_MISSING: 'orderGid is null or undefined',
  NOT_ENOUGH_DATA: 'not enough data',
  CANNOT_APPLY_VOUCHERS: 'Cannot apply vouchers',
  CANNOT_REMOVE_VOUCHER: 'Cannot remove voucher',
  TRACKING_NOT_INITIALIZED: 'Pensieve server not initialized',
  SPA_ERROR: 'SPA Error',
  TEMPORARILY_UNAVAILABLE: 'TEMPORARILY UNAVAILABLE',
  FAILED_MORE_REDEEMABLE: 'Failed to load more redeemable vouchers',
  FAILED_MORE_REDEEMED: 'Failed to load more redeemed vouchers',
} as const;

/** Error names the JSON helper raises (accounts.md §8). */
export const ClientErrorName = {
  NETWORK_OFFLINE: 'NetworkOfflineError',
  UNAUTHORIZED: 'UnauthorizedError',
  CAPTCHA: 'CaptchaError',
} as const;

/** Translation keys the spec names for sign-up and form errors (storefront.md §5, §8). */
export const MessageKey = {
  SIGNUP_ENTRY_USED: 'customer_data_capture_form.api_error_message_entry_used',
  FORM_API_ERROR_DEFAULT: 'form.api_error_message_default',
  VALIDATION_EMAIL_DEFAULT: 'form.validation_email_default',
  VALIDATION_PHONE_DEFAULT: 'form.validation_phone_default',
  VALIDATION_REQUIRED: 'form.validation_required',
} as const;

/** Labels under which search and list query failures are reported (accounts.md §8). */
export const QueryFailureLabel = {
  BY_CLASSIFICATION: 'Error getting PLEs by Classification',
  BY_SOFT_CATEGORY_GID: 'Error getting PLEs by Soft Category GID',
  BY_SOFT_CATEGORY_TYPE: 'Error getting PLEs by Soft Category Type',
  SAMPLE_PLE: 'Error getting Sample PLE',
  SEARCH_RESULTS: 'Error getting search results',
} as const;
