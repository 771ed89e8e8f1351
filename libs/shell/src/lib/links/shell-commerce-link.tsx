import { CommerceLinkProvider, type CommerceLinkProps } from '@gio/ui';
import type { ReactNode } from 'react';
import { ShellLink } from './shell-link';

/** The kit's links follow the shell's rule: router links within the app, documents across apps. */
function ShellCommerceLink({ href, children, ...rest }: CommerceLinkProps) {
  return (
    <ShellLink to={href} {...rest}>
      {children}
    </ShellLink>
  );
}

/**
 * The UI kit's links (`CommerceLink` of `@gio/ui`: category tree, banners, news items, tiles) as
 * `ShellLink`s, so that they navigate without a page load inside the app and load the document of
 * the other app's paths.
 */
export function ShellCommerceLinkProvider({ children }: { children: ReactNode }) {
  return <CommerceLinkProvider component={ShellCommerceLink}>{children}</CommerceLinkProvider>;
}
