import common from './vi/common.json';
import partner from './vi/partner.json';
import seo from './vi/seo.json';

/** The Vietnamese namespaces, one module so that a browser can load this language alone. */
export const vi = { common, seo, partner };
