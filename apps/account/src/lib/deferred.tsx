import { Button, Notice } from '@gio/ui';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Await, useAsyncError, useRevalidator } from 'react-router';
import { loadFailureOf } from './load-error';

export interface DeferredProps<T> {
  /** A promise a loader returned without awaiting it: the page shows at once, this part later. */
  resolve: Promise<T>;
  /** The skeleton in the shape of what is coming. */
  fallback: ReactNode;
  /** What failed to load, for the error ("sổ địa chỉ"): `account.load.failed_title`. */
  what: string;
  /** Shown instead of the error with its retry, for a part the page does without (a count). */
  errorFallback?: ReactNode;
  children: (value: T) => ReactNode;
}

/**
 * One part of a page that loads: its skeleton while the loader's promise is pending, the data
 * once it resolves, and an error a person can act on (with a retry that runs the page's loaders
 * again) when it fails. After an action the loaders run again; the router renders that in a
 * transition, so the shown data stays until the new data is there instead of flashing back to
 * the skeleton.
 */
export function Deferred<T>({ resolve, fallback, what, errorFallback, children }: DeferredProps<T>) {
  return (
    <Suspense fallback={fallback}>
      <Await resolve={resolve} errorElement={errorFallback === undefined ? <LoadError what={what} /> : errorFallback}>
        {(value: T) => children(value)}
      </Await>
    </Suspense>
  );
}

/** The error of a part that did not load, with its retry. */
export function LoadError({ what, error }: { what: string; error?: unknown }) {
  const { t } = useTranslation('common');
  const asyncError = useAsyncError();
  const revalidator = useRevalidator();
  const failure = loadFailureOf(error ?? asyncError);
  if (failure === 'leaving') {
    return (
      <Notice kind="info" announce>
        <p>{t('account.load.leaving')}</p>
      </Notice>
    );
  }
  return (
    <Notice
      kind="error"
      announce
      title={t('account.load.failed_title', { what })}
      action={
        failure === 'not-found' ? null : (
          <Button
            variant="secondary"
            loading={revalidator.state === 'loading'}
            onClick={() => void revalidator.revalidate()}
          >
            {t('actions.retry')}
          </Button>
        )
      }
    >
      <p>{t(`account.load.${failure}`)}</p>
    </Notice>
  );
}
