import common from './vi/common.json';
import popups from './vi/common-popups.json';
import partner from './vi/partner.json';
import seo from './vi/seo.json';

/**
 * The Vietnamese namespaces, one module so that a browser can load this language alone. The
 * `common` namespace is two files: the storefront's pop-ups' sections live apart
 * (common-popups.json) so that the storefront can load them after hydration, with the pop-ups.
 */
export const vi = { common: { ...common, ...popups }, seo, partner };
