import type { JsonClient } from '@gio/data-access';
import { shouldFetchPageData, type RouteLocation } from '@gio/domain-shell';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import type { PageData, PageKind, PageOf } from './page-data';
import { loadPageData, needsPageData } from './spa-navigation';

/** The browser actions the router falls back to; tests pass fakes. */
export interface NavigationEnvironment {
  /** A full-page load of a url (storefront.md §8: the 'SPA Error' fallback, external redirects). */
  fullPageLoad: (url: string) => void;
  /** Where 'SPA Error' is reported. */
  logError: (message: string, details: Record<string, unknown>) => void;
}

interface PageDataState {
  /** Page data of the location being shown; null while it loads or for pages without data. */
  data: PageData | null;
  loading: boolean;
  /**
   * Shows new data for a new url without a page-data fetch: a replace-type navigation (load
   * more, filters) whose data the caller already has (storefront.md §4 "Routing").
   */
  replaceWith: (url: string, data: PageData) => void;
  /**
   * Follows a redirect of the page payload (storefront.md §4 "A redirect in the page payload
   * navigates"): replaces the address and fetches the new page's data.
   */
  followRedirect: (to: string) => void;
  client: Pick<JsonClient, 'get'>;
  environment: NavigationEnvironment;
}

const PageDataContext = createContext<PageDataState | null>(null);

/** Data of this many locations is kept so that back navigation shows its page at once. */
const HISTORY_CACHE_SIZE = 20;

export interface PageDataProviderProps {
  /** The data inlined by the server render for the first location. */
  initialData: PageData | null;
  client: Pick<JsonClient, 'get'>;
  environment: NavigationEnvironment;
  children: ReactNode;
}

function urlOf(location: RouteLocation): string {
  return `${location.pathname}${location.search ?? ''}`;
}

/**
 * Holds the page data of the current location and fetches it on client navigations:
 * `shouldFetchPageData` of `@gio/domain-shell` decides (new path or query fetches, replace does
 * not); a redirect navigates; a failure logs 'SPA Error' and loads the url as a full page.
 * Data is cached per history entry, so a back navigation renders its page in the same render as
 * the location change and react-router's ScrollRestoration finds the page tall enough to restore.
 */
export function PageDataProvider({
  initialData,
  client,
  environment,
  children,
}: PageDataProviderProps) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const [entries, setEntries] = useState<ReadonlyMap<string, PageData | null>>(() =>
    initialData === null && needsPageData(location.pathname)
      ? new Map()
      : new Map([[location.key, initialData]]),
  );
  const [loadingKey, setLoadingKey] = useState<string | null>(null);
  const previous = useRef<{ location: RouteLocation; key: string } | null>(null);
  const pendingReplace = useRef<{ url: string; data: PageData } | null>(null);
  // The same, for rendering: the replaced location shows its data in its first render, rather
  // than the loading state until the effect below has stored it (the list would be unmounted,
  // losing focus and scroll position, between "load more" and its products).
  const [replacing, setReplacing] = useState<{ url: string; data: PageData } | null>(null);
  // A redirect replaces the address with a page whose data is still to be fetched.
  const pendingRedirect = useRef<string | null>(null);

  const remember = useCallback((key: string, data: PageData | null) => {
    setEntries((current) => {
      const next = new Map(current);
      next.delete(key);
      next.set(key, data);
      while (next.size > HISTORY_CACHE_SIZE) next.delete(next.keys().next().value as string);
      return next;
    });
  }, []);

  const followRedirect = useCallback(
    (to: string) => {
      pendingRedirect.current = to;
      void navigate(to, { replace: true });
    },
    [navigate],
  );

  useEffect(() => {
    const prev = previous.current;
    const next: RouteLocation = { pathname: location.pathname, search: location.search };
    previous.current = { location: next, key: location.key };
    // The first location is the server-rendered one: its data came inlined. Only a page served
    // without it (the bare template of Vite's dev server) fetches it now.
    if (prev === null && (initialData !== null || !needsPageData(location.pathname))) return;
    if (prev?.key === location.key) return;
    const url = urlOf(next);
    if (!needsPageData(location.pathname)) {
      remember(location.key, null);
      return;
    }
    const redirected = pendingRedirect.current === url;
    pendingRedirect.current = null;
    if (prev !== null && !redirected && !shouldFetchPageData(prev.location, next, navigationType)) {
      const replaced = pendingReplace.current;
      pendingReplace.current = null;
      setEntries((current) => {
        const data =
          replaced && replaced.url === url ? replaced.data : (current.get(prev.key) ?? null);
        return new Map(current).set(location.key, data);
      });
      setReplacing(null);
      return;
    }
    const controller = new AbortController();
    setLoadingKey(location.key);
    void loadPageData(url, client, controller.signal).then((outcome) => {
      if (controller.signal.aborted) return;
      setLoadingKey((key) => (key === location.key ? null : key));
      switch (outcome.kind) {
        case 'data':
          remember(location.key, outcome.data);
          return;
        case 'navigate':
          followRedirect(outcome.to);
          return;
        case 'full-page-load':
          if (outcome.message) environment.logError(outcome.message, { url });
          environment.fullPageLoad(outcome.url);
          return;
        case 'ignore':
          return;
      }
    });
    return () => controller.abort();
    // Runs once per history entry (the key changes on every navigation, replace included); the
    // other values are stable or read through refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  const replaceWith = useCallback(
    (url: string, data: PageData) => {
      pendingReplace.current = { url, data };
      setReplacing({ url, data });
      void navigate(url, { replace: true, preventScrollReset: true });
    },
    [navigate],
  );

  const replaced = replacing !== null && replacing.url === urlOf(location) ? replacing.data : null;
  const data = entries.has(location.key) ? (entries.get(location.key) ?? null) : replaced;
  const loading =
    loadingKey === location.key ||
    (!entries.has(location.key) && replaced === null && needsPageData(location.pathname));
  const value = useMemo(
    () => ({ data, loading, replaceWith, followRedirect, client, environment }),
    [data, loading, replaceWith, followRedirect, client, environment],
  );
  return <PageDataContext.Provider value={value}>{children}</PageDataContext.Provider>;
}

export function usePageDataState(): PageDataState {
  const state = useContext(PageDataContext);
  if (!state) throw new Error('usePageDataState needs a PageDataProvider');
  return state;
}

/** The current page data when it is of the given kind, else null (loading or another page). */
export function usePageData<K extends PageKind>(kind: K): PageOf<K> | null {
  const { data } = usePageDataState();
  return data && data.page === kind ? (data as PageOf<K>) : null;
}
