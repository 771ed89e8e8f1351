import type { LeadCapture } from '@gio/contracts';
import { ApiError } from '@gio/data-access';
import { canEditLeadCompanyName, isAccountLevel } from '@gio/domain-access';
import { ServerErrorCode } from '@gio/domain-enums';
import { signupErrorKey } from '@gio/domain-shell';
import { phoneSchema, postalCodeSchema, type FieldRule } from '@gio/domain-validation';
import { useApiClient, useSession } from '@gio/shell';
import { Button, FormInput, useForm, useMessages } from '@gio/ui';
import { useTranslation } from 'react-i18next';
import { DetailsState } from '../../../components/details-state';
import { errorCode } from '../../../lib/api-error-code';
import { AUTOCOMPLETE } from '../../../lib/autocomplete';
import {
  useApplies,
  useDetails,
  type ServerModalContribution,
  type ServerModalProps,
} from '../../../lib/first-load-modal';
import { exitLeadCapture } from '../api/exit-lead-capture';
import { getLeadCapture, type LeadCaptureState } from '../api/get-lead-capture';
import { saveLeadCapture } from '../api/save-lead-capture';

const LEAD_FIELDS = [
  ['firstName', 'lead_capture_first_name'],
  ['lastName', 'lead_capture_last_name'],
  ['phoneNumber', 'lead_capture_phone'],
  ['companyName', 'lead_capture_company'],
  ['size', 'lead_capture_size'],
  ['industryType', 'lead_capture_industry'],
  ['occupationType', 'lead_capture_occupation_type'],
  ['occupationRole', 'lead_capture_occupation_role'],
  ['contactReason', 'lead_capture_reason'],
  ['postalCode', 'lead_capture_postal_code'],
  ['city', 'lead_capture_city'],
  ['district', 'lead_capture_district'],
  ['ward', 'lead_capture_ward'],
] as const;
type LeadField = (typeof LEAD_FIELDS)[number][0];

/**
 * accounts.md §3 lead fields and §5: names and phone required, phone 10 digits, postal code 5
 * or 9. The company name may stay empty: the form is offered to users of an organisation, whose
 * name the gateway takes (and an admin or member may not change, so it shows locked).
 */
const LEAD_RULES: readonly FieldRule[] = [
  { name: 'firstName', required: true },
  { name: 'lastName', required: true },
  { name: 'phoneNumber', required: true, validators: [phoneSchema] },
  { name: 'postalCode', validators: [postalCodeSchema] },
];

function LeadCaptureForm({ state, close, onDone }: ServerModalProps & { state: LeadCaptureState }) {
  const { t } = useTranslation('common');
  const client = useApiClient();
  const messages = useMessages();
  const { user } = useSession();
  const lead: LeadCapture | null = state.leadCapture;
  const organization = user?.organization?.name ?? '';
  const initialValues = Object.fromEntries(
    LEAD_FIELDS.map(([name]) => [
      name,
      lead?.[name] ?? (name === 'companyName' ? organization : ''),
    ]),
  ) as Record<LeadField, string>;
  // accounts.md §5: a new lead of an admin or member gets the organisation's name, locked too.
  const level = user?.accountLevel;
  const companyLocked = lead
    ? !lead.companyNameEditable
    : organization !== '' && isAccountLevel(level) && !canEditLeadCompanyName(level);
  const form = useForm({
    rules: LEAD_RULES,
    initialValues,
    onSubmit: async (values) => {
      const input = Object.fromEntries(
        Object.entries(values).filter(
          ([name, value]) => value !== '' && !(companyLocked && name === 'companyName'),
        ),
      ) as Record<LeadField, string>;
      try {
        await saveLeadCapture(
          client,
          {
            ...input,
            firstName: values.firstName,
            lastName: values.lastName,
            phoneNumber: values.phoneNumber,
            hasCompletedLeadCapture: true,
          },
          lead !== null,
        );
      } catch (error) {
        const code = errorCode(error);
        // A refusal of one field (the company name of an admin or member) shows beside it.
        if (
          error instanceof ApiError &&
          error.field &&
          Number(code) !== ServerErrorCode.ENTRY_ALREADY_USED
        ) {
          return { errors: { [error.field]: error.message } };
        }
        // 578: this lead, or its phone number, was entered before (storefront.md §8).
        return { formError: signupErrorKey(code) };
      }
      onDone?.();
      messages.show({ kind: 'success', text: t('engagement_popups.lead_capture_done') });
      close();
      return undefined;
    },
  });
  return (
    <form noValidate onSubmit={form.handleSubmit}>
      <p>{t('engagement_popups.lead_capture_body')}</p>
      {LEAD_FIELDS.map(([name, label]) => (
        <FormInput
          key={name}
          {...form.field(name)}
          type={name === 'phoneNumber' ? 'tel' : name === 'contactReason' ? 'textarea' : 'text'}
          disabled={name === 'companyName' && companyLocked}
          autoComplete={AUTOCOMPLETE[name]}
          label={t(`engagement_popups.${label}`)}
        />
      ))}
      {form.formError && <p role="alert">{form.formError}</p>}
      <div className="sf-modal-actions">
        <Button type="submit" loading={form.submitting}>
          {t('engagement_popups.lead_capture_submit')}
        </Button>
        <Button type="button" variant="secondary" onClick={close}>
          {t('engagement_popups.first_load_later')}
        </Button>
      </div>
    </form>
  );
}

/** Lead capture form (storefront.md §4, §9 delay 100 ms; accounts.md §3, §5, §7); exit on close. */
export function LeadCaptureModal(props: ServerModalProps) {
  const client = useApiClient();
  const [details, retry] = useDetails(() => getLeadCapture(client));
  useApplies(
    details.status === 'ready'
      ? !details.data.exited && details.data.leadCapture?.hasCompletedLeadCapture !== true
      : null,
    props,
  );
  return (
    <DetailsState details={details} retry={retry} close={props.close}>
      {(state) => <LeadCaptureForm {...props} state={state} />}
    </DetailsState>
  );
}

/** The lead capture form as a server-side first-load modal (large); closing it exits the form. */
export const leadCaptureFormModal: ServerModalContribution = {
  build: ({ t, client }) => ({
    title: t('engagement_popups.lead_capture_title'),
    render: (props) => <LeadCaptureModal {...props} />,
    onDismiss: () => exitLeadCapture(client),
    extra: { variant: 'large' },
  }),
};
