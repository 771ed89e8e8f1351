import { EMAIL_TOPICS, type EmailPreferences, type EmailTopicChoices } from '@gio/contracts';
import { Button, Notice, Skeleton, useMessages } from '@gio/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, type ActionFunctionArgs } from 'react-router';
import type { AppDeps } from '../../app/app-context';
import {
  readEmailPreferences,
  updateEmailPreferences,
} from '../../features/email-preferences/api/email-preferences';
import { useActionSubmit } from '../../lib/action-form';
import { failureOf, readJson, success, type ActionResult } from '../../lib/action-result';
import { Deferred } from '../../lib/deferred';
import { Page } from '../../lib/page';

export function emailPreferencesLoader({ client }: AppDeps) {
  return () => ({ preferences: readEmailPreferences(client) });
}

/** PUT /api/account/email-preferences with the page's choices. */
export function emailPreferencesAction({ client }: AppDeps) {
  return async ({ request }: ActionFunctionArgs): Promise<ActionResult<EmailPreferences>> => {
    const { topics = {} } = await readJson<{ topics: Partial<EmailTopicChoices> }>(request);
    try {
      return success(await updateEmailPreferences(client, topics));
    } catch (error) {
      return failureOf(error);
    }
  };
}

/**
 * /account/email-preferences (accounts.md §2 account sub-pages): one choice per kind of e-mail
 * the shop may send besides the ones an account needs (codes, password links), saved together.
 */
export function EmailPreferencesPage() {
  const { t } = useTranslation('common');
  const { preferences } = useLoaderData<ReturnType<ReturnType<typeof emailPreferencesLoader>>>();
  return (
    <Page title={t('account.email_preferences.title')} intro={<p>{t('account.email_preferences.intro')}</p>}>
      <Deferred
        resolve={preferences}
        fallback={<Skeleton variant="text" lines={5} announce />}
        what={t('account.email_preferences.what')}
      >
        {(loaded) => <TopicsForm preferences={loaded} />}
      </Deferred>
    </Page>
  );
}

function TopicsForm({ preferences }: { preferences: EmailPreferences }) {
  const { t } = useTranslation('common');
  const messages = useMessages();
  const { fetcher, submit } = useActionSubmit<ActionResult<EmailPreferences>>();
  const [topics, setTopics] = useState<EmailTopicChoices>(preferences.topics);
  const [failed, setFailed] = useState<string | null>(null);
  const saving = fetcher.state !== 'idle';
  return (
    <form
      className="acc-form"
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        setFailed(null);
        const result = await submit({ topics });
        if (result?.ok) {
          setTopics(result.value.topics);
          messages.show({ kind: 'success', text: t('account.email_preferences.saved') });
        } else {
          setFailed(result?.formError ?? 'form.api_error_message_default');
        }
      }}
    >
      <fieldset className="acc-choices">
        <legend className="acc-choices__legend">
          {t('account.email_preferences.legend', { email: preferences.email })}
        </legend>
        {EMAIL_TOPICS.map((topic) => (
          <label key={topic} className="acc-choice">
            <input
              type="checkbox"
              name={topic}
              checked={topics[topic]}
              onChange={(event) => setTopics({ ...topics, [topic]: event.target.checked })}
            />
            <span>{t(`email_preferences.topics.${topic}`)}</span>
          </label>
        ))}
      </fieldset>
      <p>{t('account.email_preferences.transactional')}</p>
      {failed ? (
        <Notice kind="error" announce>
          <p>{t(failed)}</p>
        </Notice>
      ) : null}
      <div className="acc-form__actions">
        <Button type="submit" loading={saving}>
          {t('account.email_preferences.save')}
        </Button>
      </div>
    </form>
  );
}
