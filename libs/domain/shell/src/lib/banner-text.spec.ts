import fc from 'fast-check';
import {
  BANNER_ELLIPSIS,
  BANNER_TEXT_INITIAL,
  bannerTextLimit,
  bannerTextReducer,
  bannerTextView,
  truncateBannerText,
} from './banner-text';

const mobile = { isMobileWeb: true };
const desktop = { isMobileWeb: false };

describe('truncateBannerText (80 on mobile web, 120 otherwise; storefront.md §9)', () => {
  it('keeps text at the limit and cuts one character over it', () => {
    expect(truncateBannerText('a'.repeat(80), mobile)).toEqual({
      text: 'a'.repeat(80),
      truncated: false,
    });
    expect(truncateBannerText('a'.repeat(81), mobile)).toEqual({
      text: 'a'.repeat(80) + '…',
      truncated: true,
    });
    expect(truncateBannerText('a'.repeat(120), desktop)).toEqual({
      text: 'a'.repeat(120),
      truncated: false,
    });
    expect(truncateBannerText('a'.repeat(121), desktop)).toEqual({
      text: 'a'.repeat(120) + '…',
      truncated: true,
    });
    expect(truncateBannerText('a'.repeat(100), desktop).truncated).toBe(false);
    expect(truncateBannerText('a'.repeat(100), mobile).truncated).toBe(true);
  });

  it('counts characters, not UTF-16 units: Vietnamese and emoji are never split', () => {
    const text = '🛒'.repeat(81);
    const cut = truncateBannerText(text, mobile);
    expect(Array.from(cut.text)).toHaveLength(81);
    expect(cut.text.startsWith('🛒'.repeat(80))).toBe(true);
    expect(truncateBannerText('Miễn phí giao hàng cho đơn từ 300.000 ₫', mobile).truncated).toBe(
      false,
    );
  });

  it('is a prefix of the text within the limit (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 300 }),
        fc.boolean(),
        (text, isMobileWeb) => {
          const limit = bannerTextLimit({ isMobileWeb });
          const { text: shown, truncated } = truncateBannerText(text, { isMobileWeb });
          expect(truncated).toBe(Array.from(text).length > limit);
          if (!truncated) {
            expect(shown).toBe(text);
          } else {
            expect(shown.endsWith(BANNER_ELLIPSIS)).toBe(true);
            const body = shown.slice(0, -BANNER_ELLIPSIS.length);
            expect(text.startsWith(body)).toBe(true);
            expect(Array.from(body).length).toBeLessThanOrEqual(limit);
          }
        },
      ),
    );
  });
});

describe('see-more / see-less toggle (storefront.md §4 Banner slider)', () => {
  it('expands and collapses', () => {
    const expanded = bannerTextReducer(BANNER_TEXT_INITIAL, { type: 'SEE_MORE' });
    expect(expanded).toEqual({ expanded: true });
    expect(bannerTextReducer(expanded, { type: 'SEE_MORE' })).toBe(expanded);
    expect(bannerTextReducer(expanded, { type: 'SEE_LESS' })).toEqual({ expanded: false });
    expect(bannerTextReducer(BANNER_TEXT_INITIAL, { type: 'SEE_LESS' })).toBe(BANNER_TEXT_INITIAL);
  });

  it('offers a toggle only for long text', () => {
    const long = 'x'.repeat(90);
    expect(bannerTextView('short', { ...mobile, expanded: false })).toEqual({
      text: 'short',
      toggle: null,
    });
    expect(bannerTextView(long, { ...mobile, expanded: false })).toEqual({
      text: 'x'.repeat(80) + '…',
      toggle: 'see-more',
    });
    expect(bannerTextView(long, { ...mobile, expanded: true })).toEqual({
      text: long,
      toggle: 'see-less',
    });
    expect(bannerTextView(long, { ...desktop, expanded: false })).toEqual({
      text: long,
      toggle: null,
    });
  });
});
