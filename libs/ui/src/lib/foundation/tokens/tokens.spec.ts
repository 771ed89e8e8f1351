import { Breakpoints } from '@gio/domain-enums';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contrastRatio, parseHexColor } from './contrast';
import { contrastPairs, tokens } from './tokens';
import { cssVar, cssVarName, renderTokensCss, tokenCustomProperties } from './tokens-css';

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // #767676 on white is the classic "just passes AA" grey (4.54:1).
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
  });

  it('is symmetric and accepts short hex', () => {
    expect(contrastRatio('#fff', '#1b6b3a')).toBeCloseTo(contrastRatio('#1b6b3a', '#ffffff'), 10);
    expect(parseHexColor('#abc')).toEqual([0xaa, 0xbb, 0xcc]);
    expect(() => parseHexColor('green')).toThrow('Not a hex colour');
  });
});

describe('colour tokens', () => {
  it.each(contrastPairs.map((pair) => [pair.use, pair] as const))('%s meets its WCAG contrast minimum', (_use, pair) => {
    const ratio = contrastRatio(pair.fg, pair.bg);
    expect({ use: pair.use, fg: pair.fg, bg: pair.bg, passes: ratio >= pair.min, ratio: Number(ratio.toFixed(2)) }).toMatchObject({
      passes: true,
    });
  });

  it('pairs every text colour with at least one tested background', () => {
    const tested = new Set(contrastPairs.map((pair) => pair.fg));
    for (const [name, colour] of Object.entries(tokens.color.text)) {
      expect({ name, tested: tested.has(colour) }).toEqual({ name, tested: true });
    }
    for (const colour of [tokens.color.status.danger, tokens.color.status.success, tokens.color.status.warning, tokens.color.status.info]) {
      expect(tested.has(colour)).toBe(true);
    }
  });
});

describe('breakpoints', () => {
  it('come from the domain constants and start at 360 px', () => {
    expect(tokens.breakpoint.mobile).toBe(360);
    expect(tokens.breakpoint.modalDesktop).toBe(Breakpoints.MODAL_DESKTOP);
    expect(tokens.breakpoint.tablet).toBe(Breakpoints.MOBILE);
    const widths = Object.values(tokens.breakpoint);
    expect([...widths].sort((a, b) => a - b)).toEqual(widths);
  });
});

describe('target size', () => {
  it('never goes below the WCAG 2.2 minimum of 24 px', () => {
    expect(parseInt(tokens.size.targetMin, 10)).toBeGreaterThanOrEqual(24);
    expect(parseInt(tokens.size.targetComfortable, 10)).toBeGreaterThanOrEqual(44);
  });
});

describe('tokens.css', () => {
  it('is exactly what tokens.ts generates (run `npx nx run ui:tokens` after editing tokens.ts)', () => {
    const onDisk = readFileSync(join(__dirname, 'tokens.css'), 'utf8');
    expect(onDisk).toBe(renderTokensCss(tokens));
  });

  it('names custom properties after the token path', () => {
    expect(cssVarName('color.brand.primaryHover')).toBe('--gio-color-brand-primary-hover');
    expect(cssVar('space.md')).toBe('var(--gio-space-md)');
    const properties = new Map(tokenCustomProperties(tokens));
    expect(properties.get('--gio-breakpoint-modal-desktop')).toBe('600px');
    expect(properties.get('--gio-font-line-height-normal')).toBe('1.5');
    expect(new Set(properties.keys()).size).toBe(properties.size);
  });
});
