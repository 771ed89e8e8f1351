import { CommerceLinkProvider, type CommerceLinkProps } from '@gio/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The kit's links become router links for app paths, so they navigate without a page load. */
function RouterLink({ href, children, ...rest }: CommerceLinkProps) {
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link to={href} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}

/** Router links for the UI kit's links (`CommerceLinkProvider` of `@gio/ui`). */
export function RouterLinkProvider({ children }: { children: ReactNode }) {
  return <CommerceLinkProvider component={RouterLink}>{children}</CommerceLinkProvider>;
}
