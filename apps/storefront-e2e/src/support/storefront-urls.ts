/** The login action that resumes a back-in-stock request after sign-in (storefront.md §4). */
export const NOTIFY_BACK_IN_STOCK = 'notify-back-in-stock';
