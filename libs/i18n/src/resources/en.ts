import common from './en/common.json';
import partner from './en/partner.json';
import seo from './en/seo.json';

/** The English namespaces, one module so that a browser can load this language alone. */
export const en = { common, seo, partner };
