import type { ModalId } from '@gio/domain-shell';
import type { ModalRequest } from '@gio/ui';

/** What a chosen candidate gets to show itself with (libs/ui `useModal`, with the choice's id and lock). */
export interface FirstLoadOpenControls {
  /**
   * Shows the modal under the candidate's id; `locked` comes from the domain-shell priority list
   * (only the location capture is locked, storefront.md §4).
   */
  show(request: Omit<ModalRequest, 'id' | 'locked'>): void;
  /** Closes the candidate's modal, e.g. after its action succeeded. */
  close(): void;
}

/**
 * One first-load modal that applies on this load (storefront.md §4 "First-load modal"). A
 * source only says that it applies; `open` runs only for the one candidate the priority picks,
 * after its delay, so a candidate fetches its details there and not before.
 */
export interface FirstLoadCandidate {
  id: ModalId;
  open: (controls: FirstLoadOpenControls) => void | Promise<void>;
}

/** A hook's answer: its candidates, and whether it has finished deciding them. */
export interface FirstLoadCandidateSource {
  ready: boolean;
  candidates: FirstLoadCandidate[];
}
