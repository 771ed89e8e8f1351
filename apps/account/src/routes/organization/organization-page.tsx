import { BusinessErrorCode } from '@gio/contracts';
import { OrganizationAction } from '@gio/domain-access';
import { EmptyState, Notice, Skeleton } from '@gio/ui';
import { useTranslation } from 'react-i18next';
import { useLoaderData, type ActionFunctionArgs } from 'react-router';
import type { AppDeps } from '../../app/app-context';
import { changeRole } from '../../features/organization/api/change-role';
import { getInvoiceDetails } from '../../features/organization/api/get-invoice-details';
import { getOrganization, type OrganizationPageData } from '../../features/organization/api/get-organization';
import { inviteUser } from '../../features/organization/api/invite-user';
import { listOrganizationUsers } from '../../features/organization/api/list-organization-users';
import { removeUser } from '../../features/organization/api/remove-user';
import { revokeInvite } from '../../features/organization/api/revoke-invite';
import { saveInvoiceDetails } from '../../features/organization/api/save-invoice-details';
import { updateOrganization } from '../../features/organization/api/update-organization';
import { CreditSection } from '../../features/organization/components/credit-section';
import { InvoiceDetailsSection } from '../../features/organization/components/invoice-details-section';
import { InviteSection } from '../../features/organization/components/invite-section';
import { ManagementLinks } from '../../features/organization/components/management-links';
import { ProfileSection } from '../../features/organization/components/profile-section';
import { UsersSection } from '../../features/organization/components/users-section';
import { showsManagementLinks, userPermissions } from '../../features/organization/lib/organization-view';
import { failureOf, readJson, success, type ActionResult, type FailureRules } from '../../lib/action-result';
import { Deferred } from '../../lib/deferred';
import { Page } from '../../lib/page';

/**
 * The organisation's data: the business account with the viewer's rights first (the page's
 * frame), the users and the e-invoice details beside it. A user without an organisation gets
 * null, and no other call is made.
 */
export function organizationLoader({ client }: AppDeps) {
  return () => {
    const organization = getOrganization(client);
    const users = organization.then((page) => (page ? listOrganizationUsers(client) : null));
    const invoiceDetails = organization.then((page) => (page ? getInvoiceDetails(client) : null));
    // Awaited through Deferred only where the page has an organisation; never left unhandled.
    users.catch(() => undefined);
    invoiceDetails.catch(() => undefined);
    return { organization, users, invoiceDetails };
  };
}

type OrganizationIntent = {
  intent: 'profile' | 'invoice' | 'invite' | 'revoke' | 'role' | 'remove';
  name: string;
  logoImage: string;
  companyName: string;
  taxCode: string;
  invoiceEmail: string;
  addressLine1: string;
  district: string;
  city: string;
  email: string;
  accountLevel: number;
  code: string;
  userId: string;
};

/** The gateway's business refusals with messages of ours (apps/gateway README "Who may do what"). */
const BUSINESS_FAILURES: FailureRules = {
  fields: ['name', 'logoImage', 'companyName', 'taxCode', 'invoiceEmail', 'addressLine1', 'district', 'city', 'email'],
  codes: {
    [BusinessErrorCode.ROLE_CHANGE_REFUSED]: { key: 'account.organization.errors.role_change_refused' },
    [BusinessErrorCode.PERMISSION_DENIED]: { key: 'account.organization.errors.permission_denied' },
    [BusinessErrorCode.ORGANIZATION_DISABLED]: { key: 'account.organization.errors.organization_disabled' },
    [BusinessErrorCode.USER_MANAGEMENT_DISABLED]: { key: 'account.organization.errors.user_management_disabled' },
    [BusinessErrorCode.ALREADY_MEMBER]: { field: 'email', key: 'account.organization.errors.already_member' },
    NOT_FOUND: { key: 'account.organization.errors.gone' },
  },
};

const assignable = (level: unknown): 2 | 3 | 4 => (level === 3 || level === 4 ? level : 2);

/** Every change of the page; each answers an action result, refusals as messages. */
export function organizationAction({ client }: AppDeps) {
  return async ({ request }: ActionFunctionArgs): Promise<ActionResult<unknown>> => {
    const body = await readJson<OrganizationIntent>(request);
    try {
      switch (body.intent) {
        case 'profile':
          await updateOrganization(client, { name: body.name ?? '', logoImage: body.logoImage ? body.logoImage : null });
          return success(null);
        case 'invoice':
          await saveInvoiceDetails(client, {
            companyName: body.companyName ?? '',
            taxCode: body.taxCode ?? '',
            invoiceEmail: body.invoiceEmail ?? '',
            addressLine1: body.addressLine1 ?? '',
            district: body.district ?? '',
            city: body.city ?? '',
          });
          return success(null);
        case 'invite': {
          const invite = await inviteUser(client, body.email ?? '', assignable(body.accountLevel));
          return success({ email: invite.invitedEmail });
        }
        case 'revoke':
          await revokeInvite(client, body.code ?? '');
          return success(null);
        case 'role':
          await changeRole(client, body.userId ?? '', assignable(body.accountLevel));
          return success(null);
        case 'remove':
          await removeUser(client, body.userId ?? '');
          return success(null);
        default:
          return { ok: false, formError: 'form.api_error_message_default' };
      }
    } catch (error) {
      const failure = failureOf(error, BUSINESS_FAILURES);
      // The company name (and tax code) an admin may not change: the lead-capture rule's message.
      if (body.intent === 'invoice' && failure.code === BusinessErrorCode.PERMISSION_DENIED) {
        return { ok: false, code: failure.code, errors: { companyName: 'account.organization.errors.company_locked' } };
      }
      return failure;
    }
  };
}

function SectionSkeleton() {
  return (
    <div className="acc-stack" aria-busy="true">
      <Skeleton variant="text" lines={2} announce />
      <Skeleton variant="rect" height="6rem" />
    </div>
  );
}

/**
 * /account/organization (accounts.md §2 "business users page", §3 business account, §6 roles):
 * the organisation's profile and e-invoice details, its invoice credit, its users with their
 * levels (invite, revoke, change a role, remove where the role matrix allows) and, for owners
 * and admins, the links to its sub-pages.
 */
export function OrganizationPage() {
  const { t } = useTranslation('common');
  const data = useLoaderData<ReturnType<ReturnType<typeof organizationLoader>>>();
  return (
    <Page title={t('account.organization.title')}>
      <Deferred resolve={data.organization} fallback={<SectionSkeleton />} what={t('account.organization.what')}>
        {(page) => (page ? <Organization page={page} data={data} /> : <NoOrganization />)}
      </Deferred>
    </Page>
  );
}

function NoOrganization() {
  const { t } = useTranslation('common');
  return (
    <EmptyState
      title={t('account.organization.none_title')}
      description={t('account.organization.none_body')}
      actions={
        <a className="acc-button-link" href="/bulk-purchase">
          {t('account.organization.none_action')}
        </a>
      }
    />
  );
}

function Organization({ page, data }: { page: OrganizationPageData; data: ReturnType<ReturnType<typeof organizationLoader>> }) {
  const { t } = useTranslation('common');
  const { organization, viewer } = page;
  const permissions = userPermissions(viewer);
  return (
    <div className="acc-stack acc-stack--sections">
      <p>
        {t('account.organization.you_are', {
          level: t(`account.organization.levels.${viewer.accountLevel}`),
          name: organization.name,
        })}
      </p>
      {!organization.isEnabled ? (
        <Notice kind="warning">
          <p>{t('account.organization.disabled')}</p>
        </Notice>
      ) : null}
      <ProfileSection page={page} />
      <Deferred resolve={data.invoiceDetails} fallback={<SectionSkeleton />} what={t('account.organization.invoice_what')}>
        {(answer) =>
          answer ? (
            // A paused account can only be viewed (the gateway answers ORGANIZATION_DISABLED).
            <InvoiceDetailsSection answer={organization.isEnabled ? answer : { ...answer, editable: false, companyNameEditable: false }} />
          ) : null
        }
      </Deferred>
      {/* The credit is what invoice payers spend (the cart editor does not pay, as in the login data). */}
      {viewer.allowedActions.includes(OrganizationAction.PAY_BY_INVOICE) ? <CreditSection organization={organization} /> : null}
      {showsManagementLinks(viewer.accountLevel) ? <ManagementLinks /> : null}
      <Deferred resolve={data.users} fallback={<SectionSkeleton />} what={t('account.organization.users_what')}>
        {(list) =>
          list ? (
            <>
              <UsersSection users={list.users} permissions={permissions} />
              {permissions.invite ? <InviteSection invites={list.invites} /> : null}
            </>
          ) : null
        }
      </Deferred>
    </div>
  );
}
