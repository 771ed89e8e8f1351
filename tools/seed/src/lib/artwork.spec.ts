import { artworkSvg, bannerArtworkSvg, brandLogoSvg, escapeXml, productArtworkSvg, wrapText } from './artwork';
import type { Artwork } from './model';

/**
 * A small well-formedness check: tags balance, attributes are quoted, and no raw `<` or `&`
 * outside markup and entities. Enough for the SVG we emit, without an XML parser dependency.
 */
function expectWellFormed(svg: string): void {
  const stack: string[] = [];
  const token = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>|([^<]+)/g;
  let consumed = 0;
  for (let match = token.exec(svg); match !== null; match = token.exec(svg)) {
    expect(match.index).toBe(consumed);
    consumed = match.index + match[0].length;
    const [, closing, name, , selfClosing, text] = match;
    if (text !== undefined) {
      expect(text).not.toMatch(/&(?!(?:amp|lt|gt|quot|apos);)/);
      continue;
    }
    if (closing) expect(stack.pop()).toBe(name);
    else if (!selfClosing) stack.push(name as string);
  }
  expect(consumed).toBe(svg.length);
  expect(stack).toEqual([]);
}

const hostile = 'Bánh <script>alert("x")</script> & kẹo \'ngon\'';

describe('artwork SVG', () => {
  it.each([
    ['product', productArtworkSvg],
    ['brand', brandLogoSvg],
    ['banner', bannerArtworkSvg],
  ] as const)('%s artwork is well-formed, sized and escapes its text', (_, draw) => {
    const svg = draw('k/1', { label: hostile, sublabel: '1 < 2 & "3"', width: 640, height: 480, background: '#fff' });
    expectWellFormed(svg);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="640" height="480" /);
    expect(svg).not.toContain('<script');
    expect(svg).toContain('&lt;script&gt;');
    expect(svg).toContain('&amp; kẹo');
  });

  it('is deterministic and varies with the key', () => {
    const options = { label: 'Sữa tươi tiệt trùng', sublabel: '1L', motif: 'box' as const };
    expect(productArtworkSvg('product/1/1', options)).toBe(productArtworkSvg('product/1/1', options));
    expect(productArtworkSvg('product/1/1', options)).not.toBe(productArtworkSvg('product/2/1', options));
  });

  it('ignores colours and sizes that are not safe to place in attributes', () => {
    const svg = productArtworkSvg('x', { label: 'A', background: 'red" onload="x()', accent: 'url(javascript:1)', width: 1e9, height: Number.NaN });
    expectWellFormed(svg);
    expect(svg).not.toContain('onload');
    expect(svg).not.toContain('javascript');
    expect(svg).toContain('width="4096" height="800"');
  });

  it.each(['bottle', 'box', 'bag', 'can', 'produce', 'jar', 'tray', 'tube', 'pack'] as const)('draws the %s motif', (motif) => {
    expectWellFormed(productArtworkSvg('m', { label: 'Mì Hảo Hảo', motif }));
  });

  it('draws every artwork kind through artworkSvg with the artwork size', () => {
    const kinds: Artwork['kind'][] = ['product', 'brand', 'banner', 'category', 'fulfiller', 'interstitial'];
    for (const kind of kinds) {
      const svg = artworkSvg({ key: `${kind}/1`, kind, label: 'Giỏ', sublabel: '', background: '#2e7d32', foreground: '#ffffff', accent: '#a5d6a7', motif: 'box', width: 300, height: 200 });
      expectWellFormed(svg);
      expect(svg).toContain('width="300" height="200"');
    }
  });
});

describe('wrapText', () => {
  it('breaks at spaces and ellipsises what does not fit', () => {
    expect(wrapText('Sữa tươi tiệt trùng có đường', 10, 3)).toEqual(['Sữa tươi', 'tiệt trùng', 'có đường']);
    expect(wrapText('Sữa tươi tiệt trùng có đường', 10, 2)).toEqual(['Sữa tươi', 'tiệt trùn…']);
    expect(wrapText('Siêuuuuuuuuuuudài', 6, 2)).toEqual(['Siêuu…']);
    expect(wrapText('   ', 6, 2)).toEqual([]);
  });
});

describe('escapeXml', () => {
  it('escapes the five XML specials', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
  });
});
