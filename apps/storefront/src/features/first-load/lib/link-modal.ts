import type { FirstLoadOpenControls } from './candidate';

/** A link modal as the first-load registry shows it (its id and lock are the registry's). */
export type LinkModal = Parameters<FirstLoadOpenControls['show']>[0];
