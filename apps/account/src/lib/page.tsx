import { useEffect, type ReactNode } from 'react';
import { useSiteConfig } from '../app/app-context';

export interface PageProps {
  /** The page's one heading (h1); focus moves to it when the page is navigated to. */
  title: string;
  /** A sentence under the heading. */
  intro?: ReactNode;
  /** Buttons or links beside the heading (add an address). */
  actions?: ReactNode;
  children?: ReactNode;
}

/**
 * The frame of every page: its heading, which the layouts focus after a navigation (so a screen
 * reader starts at the new page, WCAG 2.4.3), and the document title.
 */
export function Page({ title, intro, actions, children }: PageProps) {
  const { siteName } = useSiteConfig();
  useEffect(() => {
    document.title = `${title} · ${siteName}`;
  }, [title, siteName]);
  return (
    <div className="acc-page">
      <div className="acc-page__header">
        <div className="acc-page__heading">
          <h1 className="acc-page__title" tabIndex={-1}>
            {title}
          </h1>
          {intro ? <div className="acc-page__intro">{intro}</div> : null}
        </div>
        {actions ? <div className="acc-page__actions">{actions}</div> : null}
      </div>
      {children}
    </div>
  );
}

/** Focus the page's heading: after the element that had focus was removed (a deleted item). */
export function focusPageHeading(): void {
  document.querySelector<HTMLElement>('.acc-page__title')?.focus();
}
