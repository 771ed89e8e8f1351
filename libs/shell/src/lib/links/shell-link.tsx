import { linkNavigation } from '@gio/domain-shell';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router';
import { useShellEnvironment } from '../providers/shell-environment';

export type ShellLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A path of either app, or any other address. */
  to: string;
  children?: ReactNode;
};

/**
 * The shell's link (design.md "Front ends": between the two apps a link is a full page load): a
 * path the app it is rendered in owns is a router link; a path of the other app (domain-shell
 * `appOfPath`: `/account/*`, `/forgot-password`… are the account app's, the rest the
 * storefront's) and any other address is a plain anchor, so the browser loads that document.
 */
export function ShellLink({ to, children, ...rest }: ShellLinkProps) {
  const { app } = useShellEnvironment();
  if (linkNavigation(to, app) === 'client') {
    return (
      <Link to={to} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}
