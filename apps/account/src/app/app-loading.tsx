import { Skeleton } from '@gio/ui';

/** The first render, before the router has matched the page: the page's frame, still empty. */
export function AppLoading() {
  return (
    <div className="acc-layout" aria-busy="true">
      <main className="acc-main">
        <Skeleton variant="text" lines={1} width="12rem" announce />
        <Skeleton variant="rect" height="10rem" />
      </main>
    </div>
  );
}
