import {
  chooseFirstLoadModal,
  type FirstLoadChoice,
  type ModalId,
  type PageName,
} from '@gio/domain-shell';
import type { FirstLoadCandidate, FirstLoadCandidateSource } from './candidate';

export type FirstLoadDecision =
  | { kind: 'wait' }
  | {
      kind: 'modal';
      candidate: FirstLoadCandidate;
      choice: Extract<FirstLoadChoice, { kind: 'modal' }>;
    }
  | { kind: 'interstitials'; delayMs: number }
  | { kind: 'none' };

/**
 * storefront.md §4 "First-load modal" over the candidates every source offers: nothing is
 * decided until each source is ready; then exactly one candidate, the first by the domain-shell
 * priority, or (none applying, off checkout) the interstitials.
 */
export function decideFirstLoad(
  sources: readonly FirstLoadCandidateSource[],
  page: PageName,
): FirstLoadDecision {
  if (!sources.every((source) => source.ready)) return { kind: 'wait' };
  const byId = new Map<ModalId, FirstLoadCandidate>();
  for (const candidate of sources.flatMap((source) => source.candidates)) {
    if (!byId.has(candidate.id)) byId.set(candidate.id, candidate);
  }
  const choice = chooseFirstLoadModal(new Set(byId.keys()), page);
  if (choice.kind === 'modal') {
    const candidate = byId.get(choice.id);
    if (candidate) return { kind: 'modal', candidate, choice };
  }
  if (choice.kind === 'interstitials') return { kind: 'interstitials', delayMs: choice.delayMs };
  return { kind: 'none' };
}
