import common from './en/common.json';
import popups from './en/common-popups.json';
import partner from './en/partner.json';
import seo from './en/seo.json';

/**
 * The English namespaces, one module so that a browser can load this language alone. The
 * `common` namespace is two files: the storefront's pop-ups' sections live apart
 * (common-popups.json) so that the storefront can load them after hydration, with the pop-ups.
 */
export const en = { common: { ...common, ...popups }, seo, partner };
