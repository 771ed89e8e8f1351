import { passwordSchema, type FieldRule } from '@gio/domain-validation';
import { Button, FormInput, Notice, useMessages } from '@gio/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useActionForm } from '../../../lib/action-form';
import { NewPasswordField } from './new-password-field';

const CHANGE_RULES: readonly FieldRule[] = [
  { name: 'currentPassword', required: true },
  { name: 'newPassword', required: true, validators: [passwordSchema] },
];

const SET_RULES: readonly FieldRule[] = [{ name: 'newPassword', required: true, validators: [passwordSchema] }];

function FormErrorNotice({ error }: { error: string | undefined }) {
  return error ? (
    <Notice kind="error" announce>
      <p>{error}</p>
    </Notice>
  ) : null;
}

/** Change the password: the current one, then the new one with its rules (POST /api/change-password). */
export function ChangePasswordForm() {
  const { t } = useTranslation('common');
  const messages = useMessages();
  // A new key after a change clears the fields: passwords are not kept on screen.
  const [round, setRound] = useState(0);
  return (
    <ChangePasswordFields
      key={round}
      onChanged={() => {
        messages.show({ kind: 'success', text: t('account.password.changed') });
        setRound((value) => value + 1);
      }}
    />
  );
}

function ChangePasswordFields({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation('common');
  const form = useActionForm({
    rules: CHANGE_RULES,
    initialValues: { currentPassword: '', newPassword: '' },
    intent: 'change',
    onSuccess: onChanged,
  });
  return (
    <form className="acc-form" noValidate onSubmit={form.handleSubmit} aria-labelledby="acc-password-title">
      <h2 id="acc-password-title" className="acc-section__title">
        {t('account.password.change_title')}
      </h2>
      <FormInput {...form.field('currentPassword')} type="password" autoComplete="current-password" label={t('account.password.current')} />
      <NewPasswordField field={form.field('newPassword')} />
      <FormErrorNotice error={form.formError} />
      <div className="acc-form__actions">
        <Button type="submit" loading={form.submitting}>
          {t('account.password.change_submit')}
        </Button>
        <Link to="/forgot-password">{t('account.password.forgot_link')}</Link>
      </div>
    </form>
  );
}

/**
 * A first password for an account made by a Google, Facebook or Apple sign-in (POST
 * /api/set-password); afterwards the page offers the change form.
 */
export function SetPasswordForm() {
  const { t } = useTranslation('common');
  const messages = useMessages();
  const form = useActionForm({
    rules: SET_RULES,
    initialValues: { newPassword: '' },
    intent: 'set',
    onSuccess: () => messages.show({ kind: 'success', text: t('account.password.set_done') }),
  });
  return (
    <form className="acc-form" noValidate onSubmit={form.handleSubmit} aria-labelledby="acc-password-title">
      <h2 id="acc-password-title" className="acc-section__title">
        {t('account.password.set_title')}
      </h2>
      <p>{t('account.password.set_intro')}</p>
      <NewPasswordField field={form.field('newPassword')} />
      <FormErrorNotice error={form.formError} />
      <div className="acc-form__actions">
        <Button type="submit" loading={form.submitting}>
          {t('account.password.set_submit')}
        </Button>
      </div>
    </form>
  );
}
