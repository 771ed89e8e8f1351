import { Button } from '@gio/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LinkTaskState } from '../hooks/link-task';

/**
 * The actions under a link modal's call: once it is done, where to go next; on an error, a
 * retry when the call may be sent again; always a close, the main action until it is done.
 */
export function LinkTaskActions({
  state,
  next,
  retry,
  close,
}: {
  state: LinkTaskState<unknown>;
  next: ReactNode;
  retry?: () => void;
  close: () => void;
}) {
  const { t } = useTranslation('common');
  const done = state.status === 'done';
  return (
    <div className="sf-modal-actions">
      {done ? next : null}
      {state.status === 'error' && retry ? (
        <Button variant="secondary" onClick={retry}>
          {t('actions.retry')}
        </Button>
      ) : null}
      <Button variant={done ? 'secondary' : 'primary'} onClick={close}>
        {t('actions.close')}
      </Button>
    </div>
  );
}

/** A link modal whose details could not be read: said so, with a retry and a close. */
export function LinkTaskFailed({ retry, close }: { retry: () => void; close: () => void }) {
  const { t } = useTranslation('common');
  return (
    <>
      <p role="alert">{t('form.api_error_message_default')}</p>
      <div className="sf-modal-actions">
        <Button variant="secondary" onClick={retry}>
          {t('actions.retry')}
        </Button>
        <Button onClick={close}>{t('actions.close')}</Button>
      </div>
    </>
  );
}
