import { Button } from '@gio/ui';
import type { TFunction } from 'i18next';
import type { LinkModal } from '../lib/link-modal';

/**
 * Commercial-account opt-out or opt-in (storefront.md §4 first-load modal): the account pages
 * send the shopper back with `commercialAccount=opt-in|opt-out` once the switch is made; this
 * says which way the shop now treats them.
 */
export function linkCommercialAccountModal(choice: 'opt-in' | 'opt-out', t: TFunction): LinkModal {
  const key = choice === 'opt-in' ? 'commercial_opt_in' : 'commercial_opt_out';
  return {
    title: t(`link_modals.${key}_title`),
    variant: 'small',
    content: (controls) => (
      <>
        <p>{t(`link_modals.${key}_body`)}</p>
        <div className="sf-modal-actions">
          <Button onClick={controls.close}>{t('link_modals.ok')}</Button>
        </div>
      </>
    ),
  };
}
