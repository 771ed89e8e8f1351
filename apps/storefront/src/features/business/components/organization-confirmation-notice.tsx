import { useApiClient } from '@gio/shell';
import { Button } from '@gio/ui';
import { useTranslation } from 'react-i18next';
import { DetailsState } from '../../../components/details-state';
import {
  useApplies,
  useDetails,
  type ServerModalContribution,
  type ServerModalProps,
} from '../../../lib/first-load-modal';
import { clearOrganizationConfirmation } from '../api/clear-organization-confirmation';
import { getOrganizationConfirmation } from '../api/get-organization-confirmation';

/** Organization update confirmation (storefront.md §4; cleared on close, accounts.md §7). */
export function OrganizationConfirmationNotice(props: ServerModalProps) {
  const { t } = useTranslation('common');
  const client = useApiClient();
  const [details, retry] = useDetails(() => getOrganizationConfirmation(client));
  useApplies(details.status === 'ready' ? details.data !== null : null, props);
  return (
    <DetailsState details={details} retry={retry} close={props.close}>
      {(confirmation) =>
        confirmation && (
          <>
            <h3>{confirmation.header}</h3>
            <p>{confirmation.message}</p>
            <Button onClick={props.close}>
              {t('engagement_popups.organization_confirmation_ok')}
            </Button>
          </>
        )
      }
    </DetailsState>
  );
}

/** The organisation update confirmation as a server-side first-load modal. */
export const organizationConfirmationModal: ServerModalContribution = {
  build: ({ t, client }) => ({
    title: t('engagement_popups.organization_confirmation_title'),
    render: (props) => <OrganizationConfirmationNotice {...props} />,
    onDismiss: () => clearOrganizationConfirmation(client),
  }),
};
