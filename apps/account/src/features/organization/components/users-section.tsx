import { ASSIGNABLE_LEVELS, type OrganizationUser } from '@gio/contracts';
import { Button, ConfirmDialog, SelectField, useMessages } from '@gio/ui';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActionSubmit } from '../../../lib/action-form';
import type { ActionResult } from '../../../lib/action-result';
import { focusPageHeading } from '../../../lib/page';
import { displayName, userRowAccess } from '../lib/organization-view';

export interface UserPermissions {
  readonly changeRole: boolean;
  readonly remove: boolean;
}

/**
 * The organisation's users with their levels. A manager (owner or admin where the role matrix
 * and canManageBusinessUsers allow) changes a role or removes a user after confirming; the
 * owner's row and the manager's own say why they cannot change. Others only read the list.
 */
export function UsersSection({ users, permissions }: { users: readonly OrganizationUser[]; permissions: UserPermissions }) {
  const { t } = useTranslation('common');
  const messages = useMessages();
  const { submit } = useActionSubmit<ActionResult>();
  const [busy, setBusy] = useState<string | null>(null);
  const [toRemove, setToRemove] = useState<OrganizationUser | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const [removed, setRemoved] = useState<string | null>(null);
  const manages = permissions.changeRole || permissions.remove;
  // The removed user's card held the focused button; the heading takes the focus once it is gone.
  useEffect(() => {
    if (removed === null || users.some((user) => user.id === removed)) return;
    setRemoved(null);
    focusPageHeading();
  }, [users, removed]);

  const changeRole = async (user: OrganizationUser, accountLevel: number) => {
    setBusy(user.id);
    const result = await submit({ intent: 'role', userId: user.id, accountLevel });
    setBusy(null);
    if (result?.ok) {
      messages.show({
        kind: 'success',
        text: t('account.organization.users.role_changed', {
          name: displayName(user),
          level: t(`account.organization.levels.${accountLevel}`),
        }),
      });
    } else {
      messages.show({ kind: 'error', text: t(result?.formError ?? 'form.api_error_message_default') });
    }
  };

  const confirmRemove = async () => {
    if (!toRemove) return;
    setBusy(toRemove.id);
    setRemoveError(null);
    const result = await submit({ intent: 'remove', userId: toRemove.id });
    setBusy(null);
    if (result?.ok) {
      setToRemove(null);
      setRemoved(toRemove.id);
      messages.show({ kind: 'success', text: t('account.organization.users.removed', { name: displayName(toRemove) }) });
    } else {
      setRemoveError(t(result?.formError ?? 'form.api_error_message_default'));
    }
  };

  return (
    <section className="acc-section" aria-labelledby="acc-org-users">
      <h2 id="acc-org-users" className="acc-section__title">
        {t('account.organization.users.title')}
      </h2>
      {users.length <= 1 ? <p>{t('account.organization.users.empty')}</p> : null}
      <ul className="acc-card-list">
        {users.map((user) => (
          <li key={user.id}>
            <UserCard
              user={user}
              manages={manages}
              permissions={permissions}
              busy={busy === user.id}
              onChangeRole={(level) => void changeRole(user, level)}
              onRemove={() => {
                setRemoveError(null);
                setToRemove(user);
              }}
            />
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={toRemove !== null}
        title={t('account.organization.users.remove_title')}
        confirmLabel={t('account.organization.users.remove_confirm')}
        busy={toRemove !== null && busy === toRemove.id}
        error={removeError}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setToRemove(null)}
      >
        {toRemove ? (
          <p>{t('account.organization.users.remove_body', { name: displayName(toRemove), email: toRemove.email })}</p>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}

function UserCard({
  user,
  manages,
  permissions,
  busy,
  onChangeRole,
  onRemove,
}: {
  user: OrganizationUser;
  manages: boolean;
  permissions: UserPermissions;
  busy: boolean;
  onChangeRole: (level: number) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const [level, setLevel] = useState(String(user.accountLevel));
  // A reload after a change brings the saved level; the select follows it.
  useEffect(() => setLevel(String(user.accountLevel)), [user.accountLevel]);
  const access = userRowAccess(user);
  const name = displayName(user);
  const options = ASSIGNABLE_LEVELS.map((value) => ({ value: String(value), label: t(`account.organization.levels.${value}`) }));
  return (
    <article className="acc-card" aria-labelledby={titleId}>
      <div className="acc-card__body">
        <h3 id={titleId} className="acc-card__title">
          {name} {user.isCurrentUser ? <span>{t('account.organization.users.you')}</span> : null}
        </h3>
        <p>{user.email}</p>
        <p>
          <span className="acc-badge">{t(`account.organization.levels.${user.accountLevel}`)}</span>
        </p>
        {manages && access.kind === 'fixed' ? <p className="acc-fact__note">{t(`account.organization.users.${access.reason}`)}</p> : null}
      </div>
      {manages && access.kind === 'change' ? (
        <div className="acc-card__actions">
          {permissions.changeRole ? (
            <>
              <SelectField
                name={`level-${user.id}`}
                label={t('account.organization.users.role_for', { name })}
                value={level}
                onChange={setLevel}
                options={options}
                disabled={busy}
              />
              <Button
                type="button"
                variant="secondary"
                size="sm"
                loading={busy}
                disabled={level === String(user.accountLevel)}
                onClick={() => onChangeRole(Number(level))}
              >
                {t('account.organization.users.change_role')}
              </Button>
            </>
          ) : null}
          {permissions.remove ? (
            <Button
              type="button"
              variant="secondary"
              size="sm"
              aria-label={t('account.organization.users.remove_label', { name })}
              onClick={onRemove}
            >
              {t('account.organization.users.remove')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
