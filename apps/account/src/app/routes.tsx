import { WAON_MEMBER_VOUCHERS_PATH } from '@gio/domain-enums';
import type { RouteObject } from 'react-router';
import { recordingAction } from '../lib/action-form';
import { AddAddressPage, addAddressAction, addAddressLoader } from '../routes/add-address/add-address-page';
import { AddItemsPage, addItemsAction, addItemsLoader } from '../routes/add-items/add-items-page';
import { BillingPage, billingAction, billingLoader } from '../routes/billing/billing-page';
import { DashboardPage, dashboardLoader } from '../routes/dashboard/dashboard-page';
import {
  ChangePasswordPage,
  changePasswordAction,
  changePasswordLoader,
} from '../routes/change-password/change-password-page';
import { AddressBookPage, addressBookAction, addressBookLoader } from '../routes/address/address-page';
import { ConfirmAddressPage, confirmAddressAction } from '../routes/confirm-address/confirm-address-page';
import {
  EmailPreferencesPage,
  emailPreferencesAction,
  emailPreferencesLoader,
} from '../routes/email-preferences/email-preferences-page';
import { ForgotPasswordPage, forgotPasswordAction } from '../routes/forgot-password/forgot-password-page';
import { SignUpConfirmPage, signUpConfirmAction } from '../routes/sign-up-confirm/sign-up-confirm-page';
import { UnsubscribePage, unsubscribeAction, unsubscribeLoader } from '../routes/unsubscribe/unsubscribe-page';
import { NotFoundPage } from '../routes/not-found/not-found-page';
import { OrderHistoryPage, orderHistoryLoader } from '../routes/order-history/order-history-page';
import { OrderPage, orderAction, orderLoader } from '../routes/order/order-page';
import { UnauthorizedLogoutPage, UnauthorizedPage } from '../routes/unauthorized/unauthorized-page';
import { ResetPasswordPage, resetPasswordAction } from '../routes/reset-password/reset-password-page';
import { ProfilePage, profileAction, profileLoader } from '../routes/profile/profile-page';
import { InvitePage, inviteLoader } from '../routes/invite/invite-page';
import { LoyaltyPage, loyaltyAction, loyaltyLoader } from '../routes/loyalty/loyalty-page';
import { OrderAgainPage, orderAgainAction, orderAgainLoader } from '../routes/order-again/order-again-page';
import { ReorderPage, reorderAction, reorderLoader } from '../routes/reorder/reorder-page';
import { OrganizationPage, organizationAction, organizationLoader } from '../routes/organization/organization-page';
import { BulkPurchasePage, bulkPurchaseAction, bulkPurchaseLoader } from '../routes/bulk-purchase/bulk-purchase-page';
import { FavoritesPage, favoritesAction, favoritesLoader } from '../routes/favorites/favorites-page';
import {
  ShoppingListsPage,
  shoppingListsAction,
  shoppingListsLoader,
} from '../routes/shopping-lists/shopping-lists-page';
import {
  ShoppingListPage,
  shoppingListAction,
  shoppingListLoader,
  shoppingListShouldRevalidate,
} from '../routes/shopping-list/shopping-list-page';
import { OrganizationApprovalsPage, approvalsAction, approvalsLoader } from '../routes/organization-approvals/approvals-page';
import { LimitsPage, limitsAction, limitsLoader } from '../routes/organization-limits/limits-page';
import { AuditLogPage, auditLogLoader } from '../routes/organization-audit-log/audit-log-page';
import { StatementPage, statementLoader } from '../routes/organization-statement/statement-page';
import { AccountLayout, PublicLayout } from './account-layout';
import { AppLoading } from './app-loading';
import type { AppDeps } from './app-context';
import { RouteError } from './route-error';

/**
 * The account app's routes (accounts.md §2): the signed-in pages under /account and the loyalty
 * member vouchers in the account layout, the pages a guest may open in the public layout. Loaders
 * and actions are built with the app's client, so tests build them with a client over a fake
 * network.
 */
export function createRoutes(deps: AppDeps): RouteObject[] {
  const page = ({ action, ...route }: RouteObject): RouteObject => ({
    errorElement: <RouteError />,
    ...route,
    ...(typeof action === 'function' ? { action: recordingAction(action) } : {}),
  });
  return [
    {
      path: '/account',
      element: <AccountLayout />,
      hydrateFallbackElement: <AppLoading />,
      children: [
        page({ index: true, loader: dashboardLoader(deps), element: <DashboardPage /> }),
        page({ path: 'profile', loader: profileLoader(deps), action: profileAction(deps), element: <ProfilePage /> }),
        page({ path: 'address', loader: addressBookLoader(deps), action: addressBookAction(deps), element: <AddressBookPage /> }),
        page({ path: 'add-address', loader: addAddressLoader(deps), action: addAddressAction(deps), element: <AddAddressPage /> }),
        page({ path: 'confirm-address', action: confirmAddressAction(deps), element: <ConfirmAddressPage /> }),
        page({ path: 'billing', loader: billingLoader(deps), action: billingAction(deps), element: <BillingPage /> }),
        page({
          path: 'change-password',
          loader: changePasswordLoader(deps),
          action: changePasswordAction(deps),
          element: <ChangePasswordPage />,
        }),
        page({
          path: 'email-preferences',
          loader: emailPreferencesLoader(deps),
          action: emailPreferencesAction(deps),
          element: <EmailPreferencesPage />,
        }),
        page({ path: 'invite', loader: inviteLoader(deps), element: <InvitePage /> }),
        page({ path: 'order-history', loader: orderHistoryLoader(deps), element: <OrderHistoryPage /> }),
        page({ path: 'order/:id', loader: orderLoader(deps), action: orderAction(deps), element: <OrderPage /> }),
        page({
          path: 'order/:id/order-again',
          loader: orderAgainLoader(deps),
          action: orderAgainAction(deps),
          element: <OrderAgainPage />,
        }),
        page({
          path: 'order/:id/add-items',
          loader: addItemsLoader(deps),
          action: addItemsAction(deps),
          element: <AddItemsPage />,
        }),
        page({ path: 'reorder', loader: reorderLoader(deps), action: reorderAction(deps), element: <ReorderPage /> }),
        page({
          path: 'reorder/:pages/:range',
          loader: reorderLoader(deps),
          action: reorderAction(deps),
          element: <ReorderPage />,
        }),
        page({
          path: 'organization',
          loader: organizationLoader(deps),
          action: organizationAction(deps),
          element: <OrganizationPage />,
        }),
        page({ path: 'favorites', loader: favoritesLoader(deps), action: favoritesAction(deps), element: <FavoritesPage /> }),
        page({
          path: 'shopping-lists',
          loader: shoppingListsLoader(deps),
          action: shoppingListsAction(deps),
          element: <ShoppingListsPage />,
        }),
        page({
          path: 'shopping-lists/:id',
          loader: shoppingListLoader(deps),
          action: shoppingListAction(deps),
          shouldRevalidate: shoppingListShouldRevalidate,
          element: <ShoppingListPage />,
        }),
        // Issue #18: the organisation's controls (the organisation page itself links to them).
        page({
          path: 'organization/approvals',
          loader: approvalsLoader(deps),
          action: approvalsAction(deps),
          element: <OrganizationApprovalsPage />,
        }),
        page({ path: 'organization/limits', loader: limitsLoader(deps), action: limitsAction(deps), element: <LimitsPage /> }),
        page({ path: 'organization/audit-log', loader: auditLogLoader(deps), element: <AuditLogPage /> }),
        page({ path: 'organization/statement', loader: statementLoader(deps), element: <StatementPage /> }),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
    // Outside /account but signed-in only (domain-shell's SIGNED_IN_ACCOUNT_APP_EXACT_PATHS), in the
    // account layout: a business user's errand beside the account pages.
    {
      path: '/bulk-purchase',
      element: <AccountLayout />,
      hydrateFallbackElement: <AppLoading />,
      children: [
        page({ index: true, loader: bulkPurchaseLoader(deps), action: bulkPurchaseAction(deps), element: <BulkPurchasePage /> }),
      ],
    },
    {
      // The loyalty member vouchers: a signed-in page in the account layout outside /account
      // (storefront.md §2 path constant; the gateway serves it to signed-in users only).
      path: WAON_MEMBER_VOUCHERS_PATH,
      element: <AccountLayout />,
      hydrateFallbackElement: <AppLoading />,
      children: [page({ index: true, loader: loyaltyLoader(deps), action: loyaltyAction(deps), element: <LoyaltyPage /> })],
    },
    {
      element: <PublicLayout />,
      hydrateFallbackElement: <AppLoading />,
      children: [
        page({ path: '/forgot-password', action: forgotPasswordAction(deps), element: <ForgotPasswordPage /> }),
        page({ path: '/reset-password', action: resetPasswordAction(deps), element: <ResetPasswordPage /> }),
        page({
          path: '/email-preferences/unsubscribe',
          loader: unsubscribeLoader(deps),
          action: unsubscribeAction(deps),
          element: <UnsubscribePage />,
        }),
        page({ path: '/email-sign-up/confirm', action: signUpConfirmAction(deps), element: <SignUpConfirmPage /> }),
        page({ path: '/unauthorized', element: <UnauthorizedPage /> }),
        page({ path: '/unauthorized-logout', element: <UnauthorizedLogoutPage /> }),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}
