import { decideFirstLoad } from './assemble';
import type { FirstLoadCandidate, FirstLoadCandidateSource } from './candidate';

const candidate = (id: FirstLoadCandidate['id']): FirstLoadCandidate => ({ id, open: jest.fn() });
const source = (ready: boolean, ...candidates: FirstLoadCandidate[]): FirstLoadCandidateSource => ({
  ready,
  candidates,
});

describe('first-load candidate assembly (storefront.md §4 "First-load modal")', () => {
  it('decides nothing until every source is ready', () => {
    expect(decideFirstLoad([source(true, candidate('cart-merge')), source(false)], 'home')).toEqual(
      { kind: 'wait' },
    );
  });

  it('chooses exactly one candidate, the highest priority across all sources', () => {
    const game = candidate('game-capture');
    const invite = candidate('organization-invite');
    const loyalty = candidate('loyalty-prompt');
    const link = candidate('link-add-to-cart');
    const decision = decideFirstLoad(
      [
        source(true, candidate('cart-differences')),
        source(true, game, invite, loyalty),
        source(true, link),
      ],
      'home',
    );
    expect(decision.kind).toBe('modal');
    if (decision.kind !== 'modal') return;
    expect(decision.candidate).toBe(loyalty);
    expect(decision.choice).toMatchObject({ id: 'loyalty-prompt', locked: false });
  });

  it('the location capture is locked, and the lead capture form waits 100 ms', () => {
    const location = decideFirstLoad([source(true, candidate('location-capture'))], 'home');
    expect(location).toMatchObject({ kind: 'modal', choice: { locked: true } });
    const lead = decideFirstLoad(
      [source(true, candidate('game-capture'), candidate('lead-capture-form'))],
      'home',
    );
    expect(lead).toMatchObject({
      kind: 'modal',
      choice: { id: 'lead-capture-form', delayMs: 100 },
    });
  });

  it('fetches interstitials after 100 ms only when no modal applies and the page is not checkout', () => {
    expect(decideFirstLoad([source(true), source(true)], 'home')).toEqual({
      kind: 'interstitials',
      delayMs: 100,
    });
    expect(decideFirstLoad([source(true), source(true)], 'checkout')).toEqual({ kind: 'none' });
    expect(decideFirstLoad([source(true, candidate('game-capture'))], 'checkout')).toMatchObject({
      kind: 'modal',
      choice: { id: 'game-capture' },
    });
  });

  it('a modal offered by two sources is opened from the first', () => {
    const first = candidate('b2b-login-data');
    const decision = decideFirstLoad(
      [source(true, first), source(true, candidate('b2b-login-data'))],
      'home',
    );
    expect(decision).toMatchObject({ kind: 'modal', candidate: first });
  });
});
