import { Button, VisuallyHidden } from '@gio/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SavedAddress } from '../api/list-addresses';
import { addressLines, addressName } from '../lib/address-text';

export interface AddressCardProps {
  address: SavedAddress;
  /** The row's action is running (its buttons wait). */
  busy?: 'default' | 'delete' | null;
  onMakeDefault: () => void;
  onDelete: () => void;
}

/** One saved address: who, where, whether it is its scope's default, and what can be done with it. */
export function AddressCard({ address, busy = null, onMakeDefault, onDelete }: AddressCardProps) {
  const { t } = useTranslation('common');
  const nameId = useId();
  return (
    <article className="acc-card acc-address" aria-labelledby={nameId}>
      <div className="acc-card__body">
        <h3 id={nameId} className="acc-card__title">
          {addressName(address)}
          {address.isDefault ? <span className="acc-badge">{t('account.address.default_badge')}</span> : null}
        </h3>
        <address className="acc-address__lines">
          {addressLines(address).map((line) => (
            <span key={line}>{line}</span>
          ))}
        </address>
      </div>
      <div className="acc-card__actions">
        {address.isDefault ? null : (
          <Button variant="secondary" size="sm" loading={busy === 'default'} onClick={onMakeDefault}>
            {t('account.address.make_default')}
            <VisuallyHidden>: {addressName(address)}</VisuallyHidden>
          </Button>
        )}
        <Button variant="ghost" size="sm" loading={busy === 'delete'} onClick={onDelete}>
          {t('account.address.delete')}
          <VisuallyHidden>: {addressName(address)}</VisuallyHidden>
        </Button>
      </div>
    </article>
  );
}
