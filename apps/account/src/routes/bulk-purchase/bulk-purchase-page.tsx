import type { LeadCaptureInput, PalletPayload, SessionUser } from '@gio/contracts';
import { ApiError } from '@gio/data-access';
import { ServerErrorCode } from '@gio/domain-enums';
import { signupErrorKey } from '@gio/domain-shell';
import { Skeleton } from '@gio/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, type ActionFunctionArgs } from 'react-router';
import type { AppDeps } from '../../app/app-context';
import { getLeadCapture, type LeadCaptureState } from '../../features/bulk-purchase/api/get-lead-capture';
import { saveLeadCapture } from '../../features/bulk-purchase/api/save-lead-capture';
import { submitPalletQuote } from '../../features/bulk-purchase/api/submit-pallet-quote';
import { LeadCaptureForm } from '../../features/bulk-purchase/components/lead-capture-form';
import { QuoteDone, type SentQuote } from '../../features/bulk-purchase/components/quote-done';
import { QuoteForm, type QuoteDefaults } from '../../features/bulk-purchase/components/quote-form';
import { itemErrorField, itemIndexOf } from '../../features/bulk-purchase/lib/quote-list';
import { getSignedInUser } from '../../features/session/api/get-signed-in-user';
import { failureOf, readJson, success, type ActionResult } from '../../lib/action-result';
import { Deferred } from '../../lib/deferred';
import { Page } from '../../lib/page';

/** Who asks: the signed-in user (a business account or not) and, for the others, their lead. */
export function bulkPurchaseLoader({ client, csrf, environment }: AppDeps) {
  return () => ({
    asker: Promise.all([getSignedInUser(client, csrf, environment), getLeadCapture(client)]).then(
      ([user, lead]) => ({ user, lead }),
    ),
  });
}

const QUOTE_FIELDS = ['companyName', 'contactName', 'email', 'phoneNumber', 'postalCode', 'city', 'district', 'deliveryDate', 'notes'];
const LEAD_FIELDS = ['firstName', 'lastName', 'phoneNumber', 'companyName', 'postalCode', 'city', 'district', 'ward'];

type BulkBody =
  | { intent: 'lead'; lead: Record<string, string>; exists: boolean }
  | { intent: 'quote'; palletPayload: PalletPayload };

/** The lead (accounts.md §3, §5) and the quote request (§7), each answering an action result. */
export function bulkPurchaseAction({ client }: AppDeps) {
  return async ({ request }: ActionFunctionArgs): Promise<ActionResult<unknown>> => {
    const body = (await readJson<BulkBody>(request)) as Partial<BulkBody>;
    if (body.intent === 'lead' && body.lead) {
      const values = Object.fromEntries(Object.entries(body.lead).filter(([, value]) => value !== '')) as Record<string, string>;
      try {
        await saveLeadCapture(client, { ...(values as unknown as LeadCaptureInput), hasCompletedLeadCapture: true }, body.exists === true);
        return success(null);
      } catch (error) {
        // 578: this lead, or its phone number, was entered before (accounts.md §8).
        if (error instanceof ApiError && Number(error.code) === ServerErrorCode.ENTRY_ALREADY_USED) {
          return { ok: false, code: error.code, formError: signupErrorKey(error.code) };
        }
        return failureOf(error, { fields: LEAD_FIELDS });
      }
    }
    if (body.intent === 'quote' && body.palletPayload) {
      try {
        const answer = await submitPalletQuote(client, body.palletPayload);
        return answer.success ? success(answer) : { ok: false, formError: 'account.bulk_purchase.not_accepted' };
      } catch (error) {
        const index = error instanceof ApiError ? itemIndexOf(error.field) : null;
        if (index !== null) {
          return { ok: false, code: (error as ApiError).code, errors: { [itemErrorField(index)]: 'account.bulk_purchase.line_errors.unknown_product' } };
        }
        return failureOf(error, { fields: QUOTE_FIELDS });
      }
    }
    return { ok: false, formError: 'form.api_error_message_default' };
  };
}

/** The quote form's starting values: the organisation or the lead, and the user's own details. */
function defaultsOf(user: SessionUser, lead: LeadCaptureState['leadCapture']): QuoteDefaults {
  return {
    companyName: user.organization?.name ?? lead?.companyName ?? '',
    contactName: `${user.lastName} ${user.firstName}`.trim(),
    email: user.email,
    phoneNumber: user.telephoneNumber ?? lead?.phoneNumber ?? '',
    postalCode: lead?.postalCode ?? '',
    city: lead?.city ?? '',
    district: lead?.district ?? '',
  };
}

function BulkSkeleton() {
  return (
    <div className="acc-stack" aria-busy="true">
      <Skeleton variant="text" lines={3} announce />
      <Skeleton variant="rect" height="10rem" />
    </div>
  );
}

/**
 * /bulk-purchase (accounts.md §1, §2 "pallet / bulk quote request"): a business user asks for a
 * quote straight away; a user without a business account first leaves their lead (the lead
 * capture form), then asks. The confirmation says what happens next.
 */
export function BulkPurchasePage() {
  const { t } = useTranslation('common');
  const { asker } = useLoaderData<ReturnType<ReturnType<typeof bulkPurchaseLoader>>>();
  return (
    <Page title={t('account.bulk_purchase.title')} intro={<p>{t('account.bulk_purchase.intro')}</p>}>
      <Deferred resolve={asker} fallback={<BulkSkeleton />} what={t('account.bulk_purchase.what')}>
        {({ user, lead }) =>
          user.organization === null && !lead.leadCapture?.hasCompletedLeadCapture ? (
            <LeadCaptureForm lead={lead.leadCapture} />
          ) : (
            <BulkQuote defaults={defaultsOf(user, lead.leadCapture)} />
          )
        }
      </Deferred>
    </Page>
  );
}

function BulkQuote({ defaults }: { defaults: QuoteDefaults }) {
  const [sent, setSent] = useState<SentQuote | null>(null);
  // A new form after "send another" starts empty again.
  const [round, setRound] = useState(0);
  if (sent) {
    return (
      <QuoteDone
        sent={sent}
        onAgain={() => {
          setSent(null);
          setRound((n) => n + 1);
        }}
      />
    );
  }
  return (
    <QuoteForm
      key={round}
      defaults={defaults}
      onSent={(answer, items) =>
        setSent({ requestId: answer.requestId, count: items.length, pallets: items.reduce((sum, item) => sum + item.quantity, 0) })
      }
    />
  );
}
