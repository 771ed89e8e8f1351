import { ASSIGNABLE_LEVELS, type OrganizationInvite } from '@gio/contracts';
import { emailSchema, type FieldRule } from '@gio/domain-validation';
import { Button, ConfirmDialog, FormInput, Notice, SelectField, useMessages } from '@gio/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActionForm, useActionSubmit } from '../../../lib/action-form';
import type { ActionResult } from '../../../lib/action-result';
import { useDateFormat } from '../../../lib/use-date-format';

const INVITE_RULES: readonly FieldRule[] = [
  { name: 'email', required: true, validators: [emailSchema] },
  { name: 'accountLevel', required: true },
];

/** Invite by e-mail with a level (Member by default), and the pending invites with revoke. */
export function InviteSection({ invites }: { invites: readonly OrganizationInvite[] }) {
  const { t } = useTranslation('common');
  const messages = useMessages();
  const formatDate = useDateFormat();
  const options = ASSIGNABLE_LEVELS.map((value) => ({ value: String(value), label: t(`account.organization.levels.${value}`) }));
  const form = useActionForm<{ email: string; accountLevel: string }, { email: string }>({
    rules: INVITE_RULES,
    initialValues: { email: '', accountLevel: '2' },
    intent: 'invite',
    toBody: (values) => ({ email: values.email, accountLevel: Number(values.accountLevel) }),
    onSuccess: (value) => {
      messages.show({ kind: 'success', text: t('account.organization.invite.sent', { email: value.email }) });
      form.field('email').onChange('');
    },
  });
  const { submit } = useActionSubmit<ActionResult>();
  const [toRevoke, setToRevoke] = useState<OrganizationInvite | null>(null);
  const [revoking, setRevoking] = useState(false);
  const [revokeError, setRevokeError] = useState<string | null>(null);

  const confirmRevoke = async () => {
    if (!toRevoke) return;
    setRevoking(true);
    setRevokeError(null);
    const result = await submit({ intent: 'revoke', code: toRevoke.code });
    setRevoking(false);
    if (result?.ok) {
      messages.show({ kind: 'success', text: t('account.organization.invite.revoked', { email: toRevoke.invitedEmail }) });
      setToRevoke(null);
      // The invite's button is gone: the pending list's heading takes the focus.
      document.getElementById('acc-org-pending')?.focus();
    } else {
      setRevokeError(t(result?.formError ?? 'form.api_error_message_default'));
    }
  };

  return (
    <section className="acc-section" aria-labelledby="acc-org-invite">
      <h2 id="acc-org-invite" className="acc-section__title">
        {t('account.organization.invite.title')}
      </h2>
      <form className="acc-form" noValidate onSubmit={form.handleSubmit} aria-labelledby="acc-org-invite">
        <div className="acc-form__row">
          <FormInput {...form.field('email')} type="email" autoComplete="off" label={t('account.organization.invite.email')} />
          <SelectField {...form.field('accountLevel')} label={t('account.organization.invite.level')} options={options} />
        </div>
        {form.formError ? (
          <Notice kind="error" announce>
            <p>{form.formError}</p>
          </Notice>
        ) : null}
        <div className="acc-form__actions">
          <Button type="submit" loading={form.submitting}>
            {t('account.organization.invite.submit')}
          </Button>
        </div>
      </form>
      <h3 id="acc-org-pending" className="acc-section__title" tabIndex={-1}>
        {t('account.organization.invite.pending_title')}
      </h3>
      {invites.length === 0 ? (
        <p>{t('account.organization.invite.pending_empty')}</p>
      ) : (
        <ul className="acc-stack acc-stack--tight" aria-labelledby="acc-org-pending">
          {invites.map((invite) => (
            <li key={invite.code} className="acc-invite">
              <span>
                {t('account.organization.invite.pending_item', {
                  email: invite.invitedEmail,
                  level: t(`account.organization.levels.${invite.accountLevel}`),
                  date: formatDate(invite.expiresAt, { dateStyle: 'medium' }),
                })}
              </span>
              <Button
                type="button"
                variant="secondary"
                size="sm"
                aria-label={t('account.organization.invite.revoke_label', { email: invite.invitedEmail })}
                onClick={() => {
                  setRevokeError(null);
                  setToRevoke(invite);
                }}
              >
                {t('account.organization.invite.revoke')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={toRevoke !== null}
        title={t('account.organization.invite.revoke_title')}
        confirmLabel={t('account.organization.invite.revoke_confirm')}
        busy={revoking}
        error={revokeError}
        onConfirm={() => void confirmRevoke()}
        onCancel={() => setToRevoke(null)}
      >
        {toRevoke ? <p>{t('account.organization.invite.revoke_body', { email: toRevoke.invitedEmail })}</p> : null}
      </ConfirmDialog>
    </section>
  );
}
