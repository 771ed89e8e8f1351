import {
  createContext,
  useContext,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ReactNode,
} from 'react';

/** The props every commerce link receives: an href and ordinary anchor attributes. */
export type CommerceLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  children?: ReactNode;
};

function PlainLink({ children, ...props }: CommerceLinkProps) {
  return <a {...props}>{children}</a>;
}

const LinkContext = createContext<ComponentType<CommerceLinkProps>>(PlainLink);

/**
 * Lets an app render the kit's internal links with its router's link (client navigation)
 * instead of a plain anchor; the kit itself never depends on a router.
 */
export function CommerceLinkProvider({
  component,
  children,
}: {
  component: ComponentType<CommerceLinkProps>;
  children?: ReactNode;
}) {
  return <LinkContext.Provider value={component}>{children}</LinkContext.Provider>;
}

/** A link rendered with the component given to CommerceLinkProvider (a plain anchor by default). */
export function CommerceLink(props: CommerceLinkProps) {
  const Component = useContext(LinkContext);
  return <Component {...props} />;
}
