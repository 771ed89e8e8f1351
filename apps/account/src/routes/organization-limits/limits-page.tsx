import type { SpendingLimitsView } from '@gio/contracts';
import { Button, FormInput, Notice, Skeleton, useMessages } from '@gio/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, type ActionFunctionArgs } from 'react-router';
import type { AppDeps } from '../../app/app-context';
import { getSpendingLimits } from '../../features/organization-controls/api/get-spending-limits';
import { setSpendingLimits, type SpendingLimitsBody } from '../../features/organization-controls/api/set-spending-limits';
import { DeniedNotice } from '../../features/organization-controls/components/denied-notice';
import { guarded } from '../../features/organization-controls/lib/denied';
import { amountText, parseAmount } from '../../features/organization-controls/lib/amount';
import { useActionSubmit } from '../../lib/action-form';
import { failureOf, readJson, success, type ActionResult } from '../../lib/action-result';
import { Deferred } from '../../lib/deferred';
import { Page } from '../../lib/page';
import { useBalance } from '../../lib/use-money';

/** The limits page's data: the role and per-user limits with this month's spend. */
export function limitsLoader({ client }: AppDeps) {
  return () => ({ limits: guarded(getSpendingLimits(client)) });
}

/** Saves every limit at once (PUT /api/organization/spending-limits). */
export function limitsAction({ client }: AppDeps) {
  return async ({ request }: ActionFunctionArgs): Promise<ActionResult> => {
    const body = await readJson<SpendingLimitsBody>(request);
    if (!Array.isArray(body.roles) || !Array.isArray(body.users)) return { ok: false, formError: 'form.api_error_message_default' };
    try {
      await setSpendingLimits(client, { roles: body.roles, users: body.users });
      return success(null);
    } catch (error) {
      return failureOf(error, { codes: { LIMIT_USER_UNKNOWN: { key: 'account.limits.user_unknown' }, OWN_LIMIT: { key: 'account.limits.own_limit' }, PERMISSION_DENIED: { key: 'account.approvals.denied_title' } } });
    }
  };
}

/**
 * /account/organization/limits (issue #18): owners and admins set, per role and optionally per
 * person, a limit per order and a budget per calendar month; an order over either waits for
 * approval. Empty means no limit.
 */
export function LimitsPage() {
  const { t } = useTranslation('common');
  const { limits } = useLoaderData<ReturnType<ReturnType<typeof limitsLoader>>>();
  return (
    <Page title={t('account.limits.title')} intro={<p>{t('account.limits.intro')}</p>}>
      <Deferred
        resolve={limits}
        fallback={<Skeleton variant="rect" height="18rem" announce />}
        what={t('account.limits.what')}
      >
        {(answer) => (answer.denied ? <DeniedNotice /> : <LimitsForm view={answer.value} />)}
      </Deferred>
    </Page>
  );
}

interface Row {
  readonly orderLimit: string;
  readonly monthlyBudget: string;
}

function LimitsForm({ view }: { view: SpendingLimitsView }) {
  const { t } = useTranslation('common');
  const money = useBalance();
  const messages = useMessages();
  const { submit, fetcher } = useActionSubmit<ActionResult>();
  const [roles, setRoles] = useState<Record<number, Row>>(() =>
    Object.fromEntries(view.roles.map((role) => [role.accountLevel, { orderLimit: amountText(role.orderLimit), monthlyBudget: amountText(role.monthlyBudget) }])),
  );
  const [users, setUsers] = useState<Record<string, Row>>(() =>
    Object.fromEntries(view.users.map((user) => [user.userId, { orderLimit: amountText(user.orderLimit), monthlyBudget: amountText(user.monthlyBudget) }])),
  );
  const [adding, setAdding] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const person = (userId: string) => view.people.find((p) => p.userId === userId);
  const spentOf = (userId: string) => view.users.find((u) => u.userId === userId)?.spentThisMonth ?? 0;

  const save = async () => {
    const found: Record<string, string> = {};
    const read = (key: string, text: string): number | null => {
      const value = parseAmount(text);
      if (value === undefined) found[key] = t('account.limits.amount_invalid');
      return value ?? null;
    };
    const body: SpendingLimitsBody = {
      roles: view.roles.map((role) => ({
        accountLevel: role.accountLevel,
        orderLimit: read(`role-${role.accountLevel}-order`, roles[role.accountLevel]?.orderLimit ?? ''),
        monthlyBudget: read(`role-${role.accountLevel}-month`, roles[role.accountLevel]?.monthlyBudget ?? ''),
      })),
      users: Object.entries(users).map(([userId, row]) => ({
        userId,
        orderLimit: read(`user-${userId}-order`, row.orderLimit),
        monthlyBudget: read(`user-${userId}-month`, row.monthlyBudget),
      })),
    };
    setErrors(found);
    setFormError(null);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(first)?.focus();
      return;
    }
    const result = await submit(body as never);
    if (result?.ok) messages.show({ kind: 'success', text: t('account.limits.saved') });
    else setFormError(t(result?.formError ?? 'form.api_error_message_default'));
  };

  const amountInput = (id: string, label: string, value: string, onChange: (value: string) => void) => (
    <FormInput id={id} name={id} label={label} value={value} inputMode="numeric" error={errors[id]} helperText={t('account.limits.blank_means_none')} onChange={onChange} />
  );

  return (
    <form
      className="acc-stack acc-stack--sections"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <section className="acc-section" aria-labelledby="acc-limits-roles">
        <h2 id="acc-limits-roles" className="acc-section__title">
          {t('account.limits.roles_title')}
        </h2>
        <p>{t('account.limits.month', { month: view.month })}</p>
        {view.roles.map((role) => (
          <fieldset key={role.accountLevel} className="acc-form acc-limits__group">
            <legend className="acc-choices__legend">{t(`account.limits.level_${role.accountLevel}`)}</legend>
            <div className="acc-form__row">
              {amountInput(`role-${role.accountLevel}-order`, t('account.limits.order_limit'), roles[role.accountLevel]?.orderLimit ?? '', (value) =>
                setRoles((all) => ({ ...all, [role.accountLevel]: { monthlyBudget: all[role.accountLevel]?.monthlyBudget ?? '', orderLimit: value } })),
              )}
              {amountInput(`role-${role.accountLevel}-month`, t('account.limits.monthly_budget'), roles[role.accountLevel]?.monthlyBudget ?? '', (value) =>
                setRoles((all) => ({ ...all, [role.accountLevel]: { orderLimit: all[role.accountLevel]?.orderLimit ?? '', monthlyBudget: value } })),
              )}
            </div>
            <p className="acc-card__eyebrow">{t('account.limits.spent', { amount: money(role.spentThisMonth) })}</p>
          </fieldset>
        ))}
      </section>
      <section className="acc-section" aria-labelledby="acc-limits-users">
        <h2 id="acc-limits-users" className="acc-section__title">
          {t('account.limits.users_title')}
        </h2>
        <p>{t('account.limits.users_intro')}</p>
        {Object.entries(users).map(([userId, row]) => {
          const who = person(userId);
          const name = who ? `${who.name || who.email} (${t(`account.limits.level_${who.accountLevel}`)})` : userId;
          return (
            <fieldset key={userId} className="acc-form acc-limits__group">
              <legend className="acc-choices__legend">{name}</legend>
              <div className="acc-form__row">
                {amountInput(`user-${userId}-order`, t('account.limits.order_limit'), row.orderLimit, (value) =>
                  setUsers((all) => ({ ...all, [userId]: { monthlyBudget: all[userId]?.monthlyBudget ?? '', orderLimit: value } })),
                )}
                {amountInput(`user-${userId}-month`, t('account.limits.monthly_budget'), row.monthlyBudget, (value) =>
                  setUsers((all) => ({ ...all, [userId]: { orderLimit: all[userId]?.orderLimit ?? '', monthlyBudget: value } })),
                )}
              </div>
              <p className="acc-card__eyebrow">{t('account.limits.spent', { amount: money(spentOf(userId)) })}</p>
              <div>
                <Button
                  variant="ghost"
                  onClick={() =>
                    setUsers((all) => Object.fromEntries(Object.entries(all).filter(([id]) => id !== userId)))
                  }
                >
                  {t('account.limits.remove_user', { name: who?.name || who?.email || userId })}
                </Button>
              </div>
            </fieldset>
          );
        })}
        <div className="acc-form__actions acc-limits__add">
          <label className="acc-limits__select">
            <span>{t('account.limits.add_label')}</span>
            <select value={adding} onChange={(event) => setAdding(event.target.value)}>
              <option value="">{t('account.limits.add_placeholder')}</option>
              {view.people
                .filter((p) => !(p.userId in users))
                .map((p) => (
                  <option key={p.userId} value={p.userId}>
                    {`${p.name || p.email} · ${t(`account.limits.level_${p.accountLevel}`)}`}
                  </option>
                ))}
            </select>
          </label>
          <Button
            variant="secondary"
            disabled={adding === ''}
            onClick={() => {
              setUsers((all) => ({ ...all, [adding]: { orderLimit: '', monthlyBudget: '' } }));
              setAdding('');
            }}
          >
            {t('account.limits.add_user')}
          </Button>
        </div>
      </section>
      {formError ? (
        <Notice kind="error" announce>
          <p>{formError}</p>
        </Notice>
      ) : null}
      <div className="acc-form__actions">
        <Button type="submit" loading={fetcher.state !== 'idle'}>
          {t('account.limits.save')}
        </Button>
        <Link className="acc-button-link acc-button-link--secondary" to="/account/organization/approvals">
          {t('account.limits.approvals_link')}
        </Link>
      </div>
    </form>
  );
}
