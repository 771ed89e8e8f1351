import type { NewsfeedItem } from '@gio/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useApiClient } from '../providers/api-client';

export type NewsfeedStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface NewsfeedState {
  status: NewsfeedStatus;
  items: readonly NewsfeedItem[];
  hasMore: boolean;
  /** New items since the feed was last opened; 0 once it is opened. */
  unread: number;
  /** Reads the next page, or the first again after a failure. */
  loadMore: () => void;
}

/**
 * The signed-in shopper's newsfeed for the header's news panel: the unread count is asked once
 * the shopper is known to be signed in; the items are read the first time the panel opens (which
 * marks them read on the server), page by page.
 */
export function useNewsfeed(signedIn: boolean, open: boolean): NewsfeedState {
  const client = useApiClient();
  const [status, setStatus] = useState<NewsfeedStatus>('idle');
  const [items, setItems] = useState<readonly NewsfeedItem[]>([]);
  const [hasMore, setHasMore] = useState(false);
  const [unread, setUnread] = useState(0);
  const nextPage = useRef(1);
  const loading = useRef(false);

  useEffect(() => {
    if (!signedIn) return;
    let active = true;
    // The count is a hint: without it the button simply shows no number. The calls are imported
    // when made: their contract schemas (zod) would otherwise join the shell's first load.
    import('./api/newsfeed')
      .then(({ getNewsfeedUnreadCount }) => getNewsfeedUnreadCount(client))
      .then(
        (count) => active && setUnread(count),
        () => undefined,
      );
    return () => {
      active = false;
    };
  }, [client, signedIn]);

  const load = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    setStatus('loading');
    import('./api/newsfeed')
      .then(({ getNewsfeed }) => getNewsfeed(client, nextPage.current))
      .then(
        (page) => {
          loading.current = false;
          nextPage.current = page.page + 1;
          setItems((shown) => [
            ...shown,
            ...page.items.filter((i) => !shown.some((s) => s.id === i.id)),
          ]);
          setHasMore(page.hasMore);
          setUnread(0);
          setStatus('ready');
        },
        () => {
          loading.current = false;
          setStatus('error');
        },
      );
  }, [client]);

  useEffect(() => {
    if (signedIn && open && status === 'idle') load();
  }, [load, open, signedIn, status]);

  return { status, items, hasMore, unread, loadMore: load };
}
