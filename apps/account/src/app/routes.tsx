import type { RouteObject } from 'react-router';
import { recordingAction } from '../lib/action-form';
import { AddAddressPage, addAddressAction, addAddressLoader } from '../routes/add-address/add-address-page';
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
import { UnauthorizedLogoutPage, UnauthorizedPage } from '../routes/unauthorized/unauthorized-page';
import { ResetPasswordPage, resetPasswordAction } from '../routes/reset-password/reset-password-page';
import { ProfilePage, profileAction, profileLoader } from '../routes/profile/profile-page';
import { OrganizationApprovalsPage, approvalsAction, approvalsLoader } from '../routes/organization-approvals/approvals-page';
import { LimitsPage, limitsAction, limitsLoader } from '../routes/organization-limits/limits-page';
import { AuditLogPage, auditLogLoader } from '../routes/organization-audit-log/audit-log-page';
import { StatementPage, statementLoader } from '../routes/organization-statement/statement-page';
import { AccountLayout, PublicLayout } from './account-layout';
import { AppLoading } from './app-loading';
import type { AppDeps } from './app-context';
import { RouteError } from './route-error';

/**
 * The account app's routes (accounts.md §2): the signed-in pages under /account in the account
 * layout, the pages a guest may open in the public layout. Loaders and actions are built with
 * the app's client, so tests build them with a client over a fake network.
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
