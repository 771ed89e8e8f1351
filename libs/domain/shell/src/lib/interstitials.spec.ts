import fc from 'fast-check';
import {
  interstitialTemplate,
  markInterstitialSeen,
  selectInterstitial,
  type InterstitialLike,
} from './interstitials';

const ctx = { seenIds: [] as string[], hideInterstitialFeature: false, pageKind: 'other' as const };
const promo: InterstitialLike = {
  _id: 'a',
  interstitialActionType: 1,
  interstitialWebTemplateType: 1,
};

describe('selectInterstitial (storefront.md §4 Interstitials)', () => {
  it('treats an empty or missing list as an ignored error', () => {
    expect(selectInterstitial([], ctx)).toEqual({ kind: 'none', reason: 'empty' });
    expect(selectInterstitial(null, ctx)).toEqual({ kind: 'none', reason: 'empty' });
    expect(selectInterstitial(undefined, ctx)).toEqual({ kind: 'none', reason: 'empty' });
  });

  it('tracks a first interstitial with action type 0 as a redirect, even when seen', () => {
    const redirect = { _id: 'r', interstitialActionType: 0 };
    expect(selectInterstitial([redirect, promo], ctx)).toEqual({
      kind: 'redirect',
      interstitial: redirect,
    });
    expect(selectInterstitial([redirect], { ...ctx, seenIds: ['r'] })).toEqual({
      kind: 'redirect',
      interstitial: redirect,
    });
  });

  it('only the head decides: a later redirect does not redirect', () => {
    const redirect = { _id: 'r', interstitialActionType: 0 };
    expect(selectInterstitial([promo, redirect], ctx)).toMatchObject({
      kind: 'show',
      interstitial: promo,
    });
  });

  it('skips an interstitial whose id is in the seen list', () => {
    expect(selectInterstitial([promo], { ...ctx, seenIds: ['a'] })).toEqual({
      kind: 'none',
      reason: 'seen',
    });
    expect(selectInterstitial([promo], { ...ctx, seenIds: new Set(['b']) })).toMatchObject({
      kind: 'show',
    });
  });

  it('shows template 3 as a product carousel and anything else as the default', () => {
    expect(selectInterstitial([{ ...promo, interstitialWebTemplateType: 3 }], ctx)).toMatchObject({
      kind: 'show',
      template: 'product-carousel',
    });
    expect(selectInterstitial([promo], ctx)).toMatchObject({ kind: 'show', template: 'default' });
    expect(interstitialTemplate({ _id: 'x' })).toBe('default');
    expect(interstitialTemplate({ _id: 'x', interstitialWebTemplateType: 2 })).toBe('default');
    expect(interstitialTemplate({ _id: 'x', interstitialWebTemplateType: 4 })).toBe('default');
  });

  it('with the hide-interstitial feature on, shows only on express category pages', () => {
    const hidden = { ...ctx, hideInterstitialFeature: true };
    expect(selectInterstitial([promo], { ...hidden, pageKind: 'express category' })).toMatchObject({
      kind: 'show',
    });
    expect(selectInterstitial([promo], { ...hidden, pageKind: 'category' })).toEqual({
      kind: 'none',
      reason: 'hidden-by-feature',
    });
    expect(selectInterstitial([promo], { ...hidden, pageKind: 'other' })).toEqual({
      kind: 'none',
      reason: 'hidden-by-feature',
    });
    expect(selectInterstitial([promo], { ...ctx, pageKind: 'category' })).toMatchObject({
      kind: 'show',
    });
  });
});

describe('markInterstitialSeen (storefront.md §4: closing adds the id)', () => {
  it('adds the id once and leaves the input untouched', () => {
    const seen = ['a'];
    expect(markInterstitialSeen(seen, 'b')).toEqual(['a', 'b']);
    expect(markInterstitialSeen(seen, 'a')).toEqual(['a']);
    expect(seen).toEqual(['a']);
  });

  it('after marking, the same interstitial is never shown again (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string()),
        fc.string(),
        fc.integer({ min: 1, max: 20 }),
        (seen, id, template) => {
          const head = {
            _id: id,
            interstitialActionType: 1,
            interstitialWebTemplateType: template,
          };
          const next = markInterstitialSeen(seen, id);
          expect(new Set(next).size).toBe(new Set([...seen, id]).size);
          expect(selectInterstitial([head], { ...ctx, seenIds: next }).kind).toBe('none');
        },
      ),
    );
  });
});
