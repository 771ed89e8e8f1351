// The storefront's strings that only its pop-ups show (the first-load modals, the link modals):
// they open after hydration, so their strings load then, with their code (../lib/string-sets.ts).
import { engagement_popups, link_modals } from './en/common-popups.json';

/** The English strings of the storefront's pop-ups, added to the first-load ones when they load. */
export const enStorefrontLater = { engagement_popups, link_modals };
