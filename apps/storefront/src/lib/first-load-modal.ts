import type { ServerFirstLoadModal } from '@gio/contracts';
import type { JsonClient } from '@gio/data-access';
import type { ModalRequest } from '@gio/ui';
import type { TFunction } from 'i18next';
import { useCallback, useEffect, useState } from 'react';

/**
 * The server-side first-load modals (storefront.md §4 "First-load modal") between the feature
 * that decides which one opens (features/first-load) and the features that own them (loyalty,
 * business, lead-capture, games); src/app/first-load.tsx hands the one to the other, so neither
 * imports the other.
 */

/** What every server-side first-load modal gets: how to close itself and how to report back. */
export interface ServerModalProps {
  close: () => void;
  /** The modal has something to show (its details applied); side effects on close wait for it. */
  onShown?: () => void;
  /** Its action succeeded: closing must not record a dismissal. */
  onDone?: () => void;
}

/** What a modal's owner gets to build it with, when the modal is chosen. */
export interface ServerModalContext {
  t: TFunction;
  client: JsonClient;
}

/** One server-side modal as its owner builds it: title, content and what closing it records. */
export interface ServerModalSpec {
  title: string;
  render: (props: ServerModalProps) => ModalRequest['content'];
  /**
   * Recorded on close when the modal was shown with details and its action did not succeed
   * (dismissal cookie, cleared confirmation, login data seen, …); null: nothing.
   */
  onDismiss: (() => Promise<void>) | null;
  /** Further modal options (its size). */
  extra?: Partial<Omit<ModalRequest, 'id' | 'locked'>>;
}

/** A feature's server-side modal: built once chosen, each time it opens. */
export interface ServerModalContribution {
  /** False: left out of this load's candidates though the server offers it. */
  offered?: () => boolean;
  build: (context: ServerModalContext) => ServerModalSpec;
}

/** Every modal `GET /api/first-load` may name, with its owner's contribution. */
export type ServerFirstLoadModals = Record<ServerFirstLoadModal, ServerModalContribution>;

export type Details<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: T };

/** Loads a modal's details once shown; `retry` asks again after a failure. */
export function useDetails<T>(load: () => Promise<T>): [Details<T>, () => void] {
  const [details, setDetails] = useState<Details<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let active = true;
    setDetails({ status: 'loading' });
    load().then(
      (data) => active && setDetails({ status: 'ready', data }),
      () => active && setDetails({ status: 'error' }),
    );
    return () => {
      active = false;
    };
    // The loader is the modal's own call; only a retry runs it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);
  return [details, useCallback(() => setAttempt((n) => n + 1), [])];
}

/** Closes the modal when its details say there is nothing to show after all, else reports it shown. */
export function useApplies(applies: boolean | null, { close, onShown }: ServerModalProps) {
  useEffect(() => {
    if (applies === null) return;
    if (applies) onShown?.();
    else close();
    // Decided once, when the details arrive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [applies]);
}
