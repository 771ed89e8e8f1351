// Providers: what the shell reads, filled once per app.
export { ShellProvider } from './lib/providers/shell-provider';
export type { ShellProviderProps } from './lib/providers/shell-provider';
export { useShellEnvironment } from './lib/providers/shell-environment';
export type { ShellEnvironment } from './lib/providers/shell-environment';
export { ApiClientProvider, useApiClient } from './lib/providers/api-client';
export {
  createSessionStore,
  SessionContext,
  SessionStoreContext,
  useSession,
  useSessionStore,
} from './lib/providers/session';
export type {
  SessionState,
  SessionStatus,
  SessionStore,
  SessionUser,
} from './lib/providers/session';
export { loadSession } from './lib/providers/load-session';
export { useSignOut } from './lib/providers/use-sign-out';
export { CartSummaryProvider, useCartSummary } from './lib/providers/cart-summary';
export type { CartSummary } from './lib/providers/cart-summary';
export { SiteConfigProvider, useSiteConfig } from './lib/providers/site-config-context';
export {
  DEFAULT_SITE_CONFIG,
  readSiteConfig,
  siteBannerText,
  socialSignInProviders,
} from './lib/providers/site-config';
export type {
  BannerAudience,
  SiteShellConfig,
  SocialSignInSetting,
} from './lib/providers/site-config';

// Links: router links within the app, documents across apps.
export { ShellLink } from './lib/links/shell-link';
export type { ShellLinkProps } from './lib/links/shell-link';
export { signInUrl } from './lib/links/sign-in-url';

// What the apps render.
export { SiteHeader } from './lib/header/site-header';
export type { SiteHeaderProps } from './lib/header/site-header';
export { AccountPanel } from './lib/header/account-panel';
export type { AccountPanelProps } from './lib/header/account-panel';
export { SupportContactItems } from './lib/header/support-contact-items';
export { SearchBar } from './lib/search/search-bar';
export { ShellSiteBanner } from './lib/banner/shell-site-banner';
export { SiteFooter } from './lib/footer/site-footer';
export { preloadSignupForm } from './lib/footer/lazy-signup-form';

// Provider id tokens for the sign-in buttons of both apps (Google, Facebook, Apple).
export { browserIdTokenSource } from './lib/sign-in/social-id-token';
export type { SocialIdTokenSource } from './lib/sign-in/social-id-token';
