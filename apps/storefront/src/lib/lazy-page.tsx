import { use, type ComponentType } from 'react';

/** A page component loaded in its own chunk, that can be loaded ahead of its first render. */
export interface LazyPage {
  (props: Record<string, never>): React.ReactNode;
  /** The page's source module, relative to the app root: the key of Vite's client manifest. */
  readonly module: string;
  /** Loads the chunk; resolves at once once loaded. */
  preload(): Promise<void>;
}

/**
 * A page in its own chunk (first-load JS per route stays small). Unlike React.lazy, a page whose
 * chunk is already loaded renders without suspending, so the browser preloads the first page's
 * chunk before hydrating and hydration matches the server's markup; later navigations suspend
 * until the chunk arrives.
 */
export function lazyPage(module: string, load: () => Promise<ComponentType>): LazyPage {
  let Loaded: ComponentType | null = null;
  let pending: Promise<void> | null = null;
  const preload = () =>
    (pending ??= load().then(
      (component) => {
        Loaded = component;
      },
      (error: unknown) => {
        // A failed chunk load (deploy in between, network) is retried on the next render.
        pending = null;
        throw error;
      },
    ));
  const loaded = (): ComponentType | null => Loaded;
  function Page() {
    if (!loaded()) use(preload());
    const Component = loaded();
    return Component ? <Component /> : null;
  }
  return Object.assign(Page, { module, preload });
}

/** Loads the chunks of the given pages. */
export function preloadPages(pages: readonly LazyPage[]): Promise<void> {
  return Promise.all(pages.map((page) => page.preload())).then(() => undefined);
}

/** A component in its own chunk with `preload`, rendered without suspending once loaded. */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ((props: P) => React.ReactNode) & { preload: () => Promise<void> } {
  let Loaded: ComponentType<P> | null = null;
  let pending: Promise<void> | null = null;
  const preload = () =>
    (pending ??= load().then(
      (component) => {
        Loaded = component;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));
  const loaded = (): ComponentType<P> | null => Loaded;
  function Lazy(props: P) {
    if (!loaded()) use(preload());
    const Component = loaded();
    return Component ? <Component {...props} /> : null;
  }
  return Object.assign(Lazy, { preload });
}
