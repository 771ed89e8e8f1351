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
import { useMoney } from '../../../lib/use-money';
import { getBusinessLoginData } from '../api/get-business-login-data';
import { markBusinessLoginDataSeen } from '../api/mark-business-login-data-seen';

/** B2B login data (storefront.md §4; never for the cart editor, accounts.md §6); seen on close. */
export function BusinessLoginDataNotice(props: ServerModalProps) {
  const { t } = useTranslation('common');
  const client = useApiClient();
  const [details, retry] = useDetails(() => getBusinessLoginData(client));
  useApplies(
    details.status === 'ready' ? details.data.showModal && details.data.loginData !== null : null,
    props,
  );
  const money = useMoney();
  return (
    <DetailsState details={details} retry={retry} close={props.close}>
      {({ loginData }) =>
        loginData && (
          <>
            <p>
              {t('engagement_popups.b2b_login_data_welcome', {
                organization: loginData.organizationName,
              })}
            </p>
            <ul>
              <li>
                {t('engagement_popups.b2b_login_data_level', { level: loginData.levelLabel })}
              </li>
              <li>{t('engagement_popups.b2b_login_data_users', { count: loginData.userCount })}</li>
              {loginData.invoice && (
                <li>
                  {t('engagement_popups.b2b_login_data_invoice', {
                    available: money(loginData.invoice.available),
                    limit: money(loginData.invoice.creditLimit),
                  })}
                </li>
              )}
            </ul>
            <Button onClick={props.close}>{t('engagement_popups.b2b_login_data_ok')}</Button>
          </>
        )
      }
    </DetailsState>
  );
}

/** The B2B login data as a server-side first-load modal. */
export const businessLoginDataModal: ServerModalContribution = {
  build: ({ t, client }) => ({
    title: t('engagement_popups.b2b_login_data_title'),
    render: (props) => <BusinessLoginDataNotice {...props} />,
    onDismiss: () => markBusinessLoginDataSeen(client),
  }),
};
