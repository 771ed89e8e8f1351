import { WAON_MEMBER_VOUCHERS_PATH } from '@gio/domain-enums';
import { formatPoints } from '@gio/domain-loyalty';
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
import { dismissExpiredLoyalty } from '../api/dismiss-expired-loyalty';
import { getMemberInfo } from '../api/get-member-info';

/** storefront.md §4 "Loyalty status": the expired membership, until dismissed (cookie on close). */
export function LoyaltyPrompt(props: ServerModalProps) {
  const { t } = useTranslation('common');
  const client = useApiClient();
  const [details, retry] = useDetails(() => getMemberInfo(client));
  useApplies(details.status === 'ready' ? details.data.showExpiredBanner : null, props);
  return (
    <DetailsState details={details} retry={retry} close={props.close}>
      {(info) => (
        <>
          <p>
            {t('engagement_popups.loyalty_prompt_body', {
              points: formatPoints(info.membershipInfo?.points ?? 0),
            })}
          </p>
          <div className="sf-modal-actions">
            {/* The WAON card is renewed on the member-vouchers page, which is the account app's:
                a full page load, never the storefront's router. */}
            <a className="sf-button-link" href={WAON_MEMBER_VOUCHERS_PATH}>
              {t('engagement_popups.loyalty_prompt_renew')}
            </a>
            <Button variant="secondary" onClick={props.close}>
              {t('engagement_popups.first_load_later')}
            </Button>
          </div>
        </>
      )}
    </DetailsState>
  );
}

/** The loyalty prompt as a server-side first-load modal. */
export const loyaltyPromptModal: ServerModalContribution = {
  build: ({ t, client }) => ({
    title: t('engagement_popups.loyalty_prompt_title'),
    render: (props) => <LoyaltyPrompt {...props} />,
    // storefront.md §4: closing the expired notice sets the dismissal cookie.
    onDismiss: () => dismissExpiredLoyalty(client),
  }),
};
