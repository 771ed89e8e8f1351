import { ServerErrorCode } from '@gio/domain-enums';
import { ADDRESS_FIELD_RULES } from '@gio/domain-validation';
import { useApiClient, useSession, useSignOut } from '@gio/shell';
import { Button, FormInput, useForm, useMessages } from '@gio/ui';
import { useTranslation } from 'react-i18next';
import { errorCode } from '../../../lib/api-error-code';
import { AUTOCOMPLETE } from '../../../lib/autocomplete';
import type { ServerModalContribution, ServerModalProps } from '../../../lib/first-load-modal';
import { createBusinessAddress } from '../api/create-business-address';

/**
 * Location capture (locked, storefront.md §4): the business view needs a business delivery
 * address; 585 B2B_LOCATION_UNSUPPORTED keeps the form open with its message (accounts.md §8).
 * Signing out is the way out for a shopper who cannot give one.
 */
export function LocationCapture({ close, onDone }: ServerModalProps) {
  const { t } = useTranslation('common');
  const client = useApiClient();
  const messages = useMessages();
  const signOut = useSignOut();
  const firstName = useSession().user?.firstName ?? '';
  const form = useForm({
    rules: ADDRESS_FIELD_RULES,
    initialValues: { firstName, lastName: '', addressLine1: '', ward: '', district: '', city: '' },
    onSubmit: async (values) => {
      try {
        await createBusinessAddress(client, values);
      } catch (error) {
        if (Number(errorCode(error)) === ServerErrorCode.B2B_LOCATION_UNSUPPORTED) {
          return { formError: 'engagement_popups.location_capture_unsupported' };
        }
        return { formError: 'form.api_error_message_default' };
      }
      onDone?.();
      messages.show({ kind: 'success', text: t('engagement_popups.location_capture_done') });
      close();
      return undefined;
    },
  });
  const fields = ['firstName', 'lastName', 'addressLine1', 'ward', 'district', 'city'] as const;
  const labels = {
    firstName: 'location_capture_first_name',
    lastName: 'location_capture_last_name',
    addressLine1: 'location_capture_address_line1',
    ward: 'location_capture_ward',
    district: 'location_capture_district',
    city: 'location_capture_city',
  } as const;
  return (
    <form noValidate onSubmit={form.handleSubmit}>
      <p>{t('engagement_popups.location_capture_body')}</p>
      {fields.map((name) => (
        <FormInput
          key={name}
          {...form.field(name)}
          autoComplete={AUTOCOMPLETE[name]}
          label={t(`engagement_popups.${labels[name]}`)}
        />
      ))}
      {form.formError && <p role="alert">{form.formError}</p>}
      <div className="sf-modal-actions">
        <Button type="submit" loading={form.submitting}>
          {t('engagement_popups.location_capture_submit')}
        </Button>
        <Button
          type="button"
          variant="secondary"
          onClick={() =>
            // Signed out, the home page loads as a new document; only a failure stays here.
            void signOut().catch(() =>
              messages.show({ kind: 'error', text: t('form.api_error_message_default') }),
            )
          }
        >
          {t('engagement_popups.location_capture_sign_out')}
        </Button>
      </div>
    </form>
  );
}

/** The location capture as a server-side first-load modal: locked, nothing recorded on close. */
export const locationCaptureModal: ServerModalContribution = {
  build: ({ t }) => ({
    title: t('engagement_popups.location_capture_title'),
    render: (props) => <LocationCapture {...props} />,
    onDismiss: null,
  }),
};
