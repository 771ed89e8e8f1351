import type { FieldRule } from '@gio/domain-validation';
import { Button, FormInput, Notice, useMessages } from '@gio/ui';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useActionForm } from '../../../lib/action-form';
import type { OrganizationPageData } from '../api/get-organization';
import { updatesProfile } from '../lib/organization-view';

/** The same bounds as the contract's update (name up to 160, logo an https URL up to 500). */
const PROFILE_RULES: readonly FieldRule[] = [
  { name: 'name', required: true, validators: [z.string().max(160, { error: 'account.errors.field_invalid' })] },
  {
    name: 'logoImage',
    validators: [z.url({ protocol: /^https$/, error: 'account.errors.field_invalid' }).max(500, { error: 'account.errors.field_invalid' })],
  },
];

function Logo({ name, logoImage }: { name: string; logoImage: string | null }) {
  const { t } = useTranslation('common');
  return logoImage ? (
    <img className="acc-org-logo" src={logoImage} alt={t('account.organization.profile.logo_alt', { name })} />
  ) : (
    <p className="acc-fact__note">{t('account.organization.profile.no_logo')}</p>
  );
}

/** The organisation's name and logo: the owner's form, everyone else reads them. */
export function ProfileSection({ page }: { page: OrganizationPageData }) {
  const { t } = useTranslation('common');
  const { organization, viewer } = page;
  return (
    <section className="acc-section" aria-labelledby="acc-org-profile">
      <h2 id="acc-org-profile" className="acc-section__title">
        {t('account.organization.profile.title')}
      </h2>
      <Logo name={organization.name} logoImage={organization.logoImage} />
      {updatesProfile(viewer) && organization.isEnabled ? (
        <ProfileForm name={organization.name} logoImage={organization.logoImage} />
      ) : (
        <>
          <dl className="acc-facts">
            <div className="acc-fact">
              <dt>{t('account.organization.profile.name')}</dt>
              <dd>{organization.name}</dd>
            </div>
          </dl>
          <p className="acc-fact__note">{t('account.organization.profile.owner_only')}</p>
        </>
      )}
    </section>
  );
}

function ProfileForm({ name, logoImage }: { name: string; logoImage: string | null }) {
  const { t } = useTranslation('common');
  const messages = useMessages();
  const form = useActionForm({
    rules: PROFILE_RULES,
    initialValues: { name, logoImage: logoImage ?? '' },
    intent: 'profile',
    onSuccess: () => messages.show({ kind: 'success', text: t('account.organization.profile.saved') }),
  });
  return (
    <form className="acc-form" noValidate onSubmit={form.handleSubmit} aria-labelledby="acc-org-profile">
      <FormInput {...form.field('name')} maxLength={160} autoComplete="organization" label={t('account.organization.profile.name')} />
      <FormInput
        {...form.field('logoImage')}
        inputMode="url"
        maxLength={500}
        label={t('account.organization.profile.logo')}
        helperText={t('account.organization.profile.logo_hint')}
      />
      {form.formError ? (
        <Notice kind="error" announce>
          <p>{form.formError}</p>
        </Notice>
      ) : null}
      <div className="acc-form__actions">
        <Button type="submit" loading={form.submitting}>
          {t('account.organization.profile.save')}
        </Button>
      </div>
    </form>
  );
}
