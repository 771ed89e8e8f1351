import type { UnsubscribeLink } from '@gio/contracts';
import { Button, Notice, Skeleton } from '@gio/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useSearchParams, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import type { AppDeps } from '../../app/app-context';
import { readUnsubscribeLink, unsubscribe } from '../../features/email-preferences/api/email-preferences';
import { useActionSubmit } from '../../lib/action-form';
import { failureOf, readJson, success, type ActionResult } from '../../lib/action-result';
import { Deferred } from '../../lib/deferred';
import { Page } from '../../lib/page';

const tokenOf = (url: string): string => new URL(url).searchParams.get('token') ?? '';

export function unsubscribeLoader({ client }: AppDeps) {
  return ({ request }: LoaderFunctionArgs) => ({ link: readUnsubscribeLink(client, tokenOf(request.url)) });
}

/** POST /api/email-preferences/unsubscribe with the link's token. */
export function unsubscribeAction({ client }: AppDeps) {
  return async ({ request }: ActionFunctionArgs): Promise<ActionResult<UnsubscribeLink>> => {
    const { token = '' } = await readJson<{ token: string }>(request);
    try {
      return success(await unsubscribe(client, token));
    } catch (error) {
      return failureOf(error);
    }
  };
}

/**
 * /email-preferences/unsubscribe?token=… from an e-mail's footer: says which kind of e-mail and
 * which address the link is about, and leaves it on the button — not on opening, since mail
 * scanners open links (the mail client's one-click POST goes to the gateway directly).
 */
export function UnsubscribePage() {
  const { t } = useTranslation('common');
  const { link } = useLoaderData<ReturnType<ReturnType<typeof unsubscribeLoader>>>();
  return (
    <Page title={t('account.unsubscribe.title')}>
      <Deferred
        resolve={link}
        fallback={<Skeleton variant="text" lines={3} announce />}
        what={t('account.unsubscribe.what')}
        errorFallback={
          <Notice kind="error" title={t('account.unsubscribe.invalid_title')}>
            <p>{t('account.unsubscribe.invalid_body')}</p>
            <a href="/account/email-preferences">{t('account.unsubscribe.to_preferences')}</a>
          </Notice>
        }
      >
        {(loaded) => <UnsubscribeConfirm link={loaded} />}
      </Deferred>
    </Page>
  );
}

function UnsubscribeConfirm({ link }: { link: UnsubscribeLink }) {
  const { t } = useTranslation('common');
  const [params] = useSearchParams();
  const { fetcher, submit } = useActionSubmit<ActionResult<UnsubscribeLink>>();
  const [left, setLeft] = useState(!link.subscribed);
  const [failed, setFailed] = useState(false);
  const topic = t(`email_preferences.topics.${link.topic}`);
  if (left) {
    return (
      <Notice kind="success" announce title={t('account.unsubscribe.done_title')}>
        <p>{t('account.unsubscribe.done_body', { topic, email: link.maskedEmail })}</p>
        <a href="/account/email-preferences">{t('account.unsubscribe.to_preferences')}</a>
      </Notice>
    );
  }
  return (
    <div className="acc-stack">
      <p>{t('account.unsubscribe.ask', { topic, email: link.maskedEmail })}</p>
      {failed ? (
        <Notice kind="error" announce>
          <p>{t('form.api_error_message_default')}</p>
        </Notice>
      ) : null}
      <div className="acc-form__actions">
        <Button
          loading={fetcher.state !== 'idle'}
          onClick={async () => {
            setFailed(false);
            const result = await submit({ token: params.get('token') ?? '' });
            if (result?.ok) setLeft(true);
            else setFailed(true);
          }}
        >
          {t('account.unsubscribe.confirm')}
        </Button>
        <a href="/">{t('account.unsubscribe.keep')}</a>
      </div>
    </div>
  );
}
