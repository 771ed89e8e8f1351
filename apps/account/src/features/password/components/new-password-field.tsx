import { FormInput, PasswordRules, type FieldBinding } from '@gio/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A new password: shown or hidden at will (the kit's password input), pasting allowed (a
 * password manager's), and the rule of accounts.md §5 listed under it before any submit, each
 * part ticked as it is met and read with the field.
 */
export function NewPasswordField({ field, label }: { field: FieldBinding; label?: string }) {
  const { t } = useTranslation('common');
  const rulesId = useId();
  return (
    <div className="acc-stack acc-stack--tight">
      <FormInput
        {...field}
        type="password"
        autoComplete="new-password"
        label={label ?? t('account.password.new')}
        describedBy={rulesId}
      />
      <PasswordRules value={field.value} id={rulesId} />
    </div>
  );
}
