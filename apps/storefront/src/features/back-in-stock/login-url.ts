/** The action the login page resumes after sign-in (storefront.md §4 "Back in stock"). */
export const NOTIFY_BACK_IN_STOCK_ACTION = 'notify-back-in-stock';

/** The login page of the account app, told what to do after sign-in and where to come back to. */
export function backInStockLoginUrl(currentUrl: string): string {
  const params = new URLSearchParams({ action: NOTIFY_BACK_IN_STOCK_ACTION, redirect: currentUrl });
  return `/login?${params.toString()}`;
}
