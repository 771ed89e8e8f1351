import type { SessionUser } from '@gio/contracts';
import type { FieldRule } from '@gio/domain-validation';
import { Button, FormInput, Notice, useMessages } from '@gio/ui';
import { useTranslation } from 'react-i18next';
import { useActionForm } from '../../../lib/action-form';

const NAME_RULES: readonly FieldRule[] = [
  { name: 'lastName', required: true },
  { name: 'firstName', required: true },
];

/** The name on the account (PUT /api/current_user/name), confirmed by a toast. */
export function NameForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation('common');
  const messages = useMessages();
  const form = useActionForm({
    rules: NAME_RULES,
    initialValues: { lastName: user.lastName, firstName: user.firstName },
    intent: 'name',
    onSuccess: () => messages.show({ kind: 'success', text: t('account.profile.name_saved') }),
  });
  return (
    <form className="acc-form" noValidate onSubmit={form.handleSubmit} aria-labelledby="acc-name-title">
      <h2 id="acc-name-title" className="acc-section__title">
        {t('account.profile.name_title')}
      </h2>
      <div className="acc-form__row">
        <FormInput {...form.field('lastName')} autoComplete="family-name" maxLength={80} label={t('account.fields.last_name')} />
        <FormInput {...form.field('firstName')} autoComplete="given-name" maxLength={80} label={t('account.fields.first_name')} />
      </div>
      {form.formError ? (
        <Notice kind="error" announce>
          <p>{form.formError}</p>
        </Notice>
      ) : null}
      <div className="acc-form__actions">
        <Button type="submit" loading={form.submitting}>
          {t('account.profile.name_save')}
        </Button>
      </div>
    </form>
  );
}
