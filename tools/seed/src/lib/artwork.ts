import type { Artwork, ArtworkMotif } from './model';

/**
 * Deterministic SVG pictures for the demo shop, so that the gateway serves product, brand and
 * banner images without downloading any. Same key and options → same string. Every text is
 * XML-escaped and every colour checked, so the output stays well-formed whatever it is given.
 */
export interface ArtworkOptions {
  /** Main text, for example the product's short name. */
  label: string;
  /** Smaller second line, for example the pack size. */
  sublabel?: string;
  /** `#rgb` or `#rrggbb`; anything else falls back to the default. */
  background?: string;
  foreground?: string;
  accent?: string;
  /** Product artwork only: the pack shape drawn. */
  motif?: ArtworkMotif;
  /** Pixels, clamped to 16–4096; defaults depend on the kind of picture. */
  width?: number;
  height?: number;
}

const COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

function color(value: string | undefined, fallback: string): string {
  return value !== undefined && COLOR.test(value) ? value : fallback;
}

function size(value: number | undefined, fallback: number): number {
  if (value === undefined || !Number.isFinite(value)) return fallback;
  return Math.min(4096, Math.max(16, Math.round(value)));
}

/** Escapes text for XML content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) =>
    c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '"' ? '&quot;' : '&apos;',
  );
}

/** FNV-1a hash of the key: small, stable variations between pictures of one kind. */
function hash(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A key reduced to characters safe in an XML id, so that several inline SVGs do not clash. */
function idOf(key: string): string {
  return `a${hash(key).toString(36)}`;
}

/**
 * Splits text into at most `maxLines` lines of about `maxChars` characters, breaking at spaces;
 * the last line ends with an ellipsis when text is left over.
 */
export function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.trim().split(/\s+/)) {
    if (word === '') continue;
    const candidate = current === '' ? word : `${current} ${word}`;
    if (current === '' || Array.from(candidate).length <= maxChars) {
      current = candidate;
    } else {
      lines.push(current);
      current = word;
    }
  }
  if (current !== '') lines.push(current);
  const ellipsis = (line: string): string => {
    const chars = Array.from(line);
    return chars.length >= maxChars ? `${chars.slice(0, Math.max(1, maxChars - 1)).join('')}…` : `${line}…`;
  };
  const kept = lines
    .slice(0, maxLines)
    .map((line) => (Array.from(line).length > maxChars ? ellipsis(line) : line));
  if (lines.length > maxLines) kept[kept.length - 1] = ellipsis(lines[maxLines - 1] as string);
  return kept;
}

function textLines(lines: string[], x: number, firstY: number, fontSize: number, fill: string, weight: number): string {
  return lines
    .map(
      (line, i) =>
        `<text x="${x}" y="${Math.round(firstY + i * fontSize * 1.2)}" font-family="'Be Vietnam Pro','Segoe UI',Arial,sans-serif" font-size="${fontSize}" font-weight="${weight}" fill="${fill}" text-anchor="middle">${escapeXml(line)}</text>`,
    )
    .join('');
}

function svg(width: number, height: number, title: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img"><title>${escapeXml(title)}</title>${body}</svg>`;
}

/** The pack shape, drawn in a box centred on (cx, cy) of size s. */
function motifShape(motif: ArtworkMotif, cx: number, cy: number, s: number, fill: string, band: string): string {
  const r = (n: number): number => Math.round(n);
  const half = s / 2;
  switch (motif) {
    case 'bottle':
      return `<rect x="${r(cx - s * 0.12)}" y="${r(cy - half)}" width="${r(s * 0.24)}" height="${r(s * 0.2)}" rx="${r(s * 0.04)}" fill="${fill}"/><rect x="${r(cx - s * 0.26)}" y="${r(cy - half + s * 0.16)}" width="${r(s * 0.52)}" height="${r(s * 0.84)}" rx="${r(s * 0.12)}" fill="${fill}"/><rect x="${r(cx - s * 0.26)}" y="${r(cy)}" width="${r(s * 0.52)}" height="${r(s * 0.22)}" fill="${band}"/>`;
    case 'can':
      return `<rect x="${r(cx - s * 0.3)}" y="${r(cy - half + s * 0.06)}" width="${r(s * 0.6)}" height="${r(s * 0.88)}" fill="${fill}"/><ellipse cx="${r(cx)}" cy="${r(cy - half + s * 0.06)}" rx="${r(s * 0.3)}" ry="${r(s * 0.06)}" fill="${band}"/><ellipse cx="${r(cx)}" cy="${r(cy + half - s * 0.06)}" rx="${r(s * 0.3)}" ry="${r(s * 0.06)}" fill="${fill}"/><rect x="${r(cx - s * 0.3)}" y="${r(cy - s * 0.1)}" width="${r(s * 0.6)}" height="${r(s * 0.2)}" fill="${band}"/>`;
    case 'bag':
      return `<path d="M${r(cx - s * 0.34)} ${r(cy - half + s * 0.1)} L${r(cx - s * 0.3)} ${r(cy - half)} L${r(cx - s * 0.15)} ${r(cy - half + s * 0.06)} L${r(cx)} ${r(cy - half)} L${r(cx + s * 0.15)} ${r(cy - half + s * 0.06)} L${r(cx + s * 0.3)} ${r(cy - half)} L${r(cx + s * 0.34)} ${r(cy - half + s * 0.1)} L${r(cx + s * 0.4)} ${r(cy + half)} L${r(cx - s * 0.4)} ${r(cy + half)} Z" fill="${fill}"/><rect x="${r(cx - s * 0.36)}" y="${r(cy)}" width="${r(s * 0.72)}" height="${r(s * 0.2)}" fill="${band}"/>`;
    case 'produce':
      return `<circle cx="${r(cx)}" cy="${r(cy + s * 0.06)}" r="${r(s * 0.4)}" fill="${fill}"/><path d="M${r(cx)} ${r(cy - s * 0.32)} C${r(cx + s * 0.1)} ${r(cy - half)} ${r(cx + s * 0.3)} ${r(cy - half)} ${r(cx + s * 0.3)} ${r(cy - s * 0.44)} C${r(cx + s * 0.2)} ${r(cy - s * 0.3)} ${r(cx + s * 0.08)} ${r(cy - s * 0.3)} ${r(cx)} ${r(cy - s * 0.32)} Z" fill="${band}"/>`;
    case 'jar':
      return `<rect x="${r(cx - s * 0.3)}" y="${r(cy - half)}" width="${r(s * 0.6)}" height="${r(s * 0.14)}" rx="${r(s * 0.03)}" fill="${band}"/><rect x="${r(cx - s * 0.34)}" y="${r(cy - half + s * 0.14)}" width="${r(s * 0.68)}" height="${r(s * 0.86)}" rx="${r(s * 0.1)}" fill="${fill}"/>`;
    case 'tray':
      return `<rect x="${r(cx - half)}" y="${r(cy - s * 0.22)}" width="${r(s)}" height="${r(s * 0.44)}" rx="${r(s * 0.08)}" fill="${fill}"/><rect x="${r(cx - half + s * 0.06)}" y="${r(cy - s * 0.16)}" width="${r(s * 0.88)}" height="${r(s * 0.32)}" rx="${r(s * 0.06)}" fill="${band}" fill-opacity="0.6"/>`;
    case 'tube':
      return `<path d="M${r(cx - s * 0.3)} ${r(cy - half)} L${r(cx + s * 0.3)} ${r(cy - half)} L${r(cx + s * 0.12)} ${r(cy + half - s * 0.1)} L${r(cx - s * 0.12)} ${r(cy + half - s * 0.1)} Z" fill="${fill}"/><rect x="${r(cx - s * 0.1)}" y="${r(cy + half - s * 0.1)}" width="${r(s * 0.2)}" height="${r(s * 0.1)}" fill="${band}"/>`;
    case 'pack':
      return `<rect x="${r(cx - s * 0.42)}" y="${r(cy - s * 0.34)}" width="${r(s * 0.84)}" height="${r(s * 0.68)}" rx="${r(s * 0.06)}" fill="${fill}"/><rect x="${r(cx - s * 0.42)}" y="${r(cy - s * 0.34)}" width="${r(s * 0.84)}" height="${r(s * 0.08)}" fill="${band}"/><rect x="${r(cx - s * 0.42)}" y="${r(cy + s * 0.26)}" width="${r(s * 0.84)}" height="${r(s * 0.08)}" fill="${band}"/>`;
    case 'box':
      return `<rect x="${r(cx - s * 0.34)}" y="${r(cy - half + s * 0.08)}" width="${r(s * 0.68)}" height="${r(s * 0.92)}" fill="${fill}"/><path d="M${r(cx - s * 0.34)} ${r(cy - half + s * 0.08)} L${r(cx - s * 0.26)} ${r(cy - half)} L${r(cx + s * 0.26)} ${r(cy - half)} L${r(cx + s * 0.34)} ${r(cy - half + s * 0.08)} Z" fill="${band}"/><rect x="${r(cx - s * 0.34)}" y="${r(cy)}" width="${r(s * 0.68)}" height="${r(s * 0.18)}" fill="${band}"/>`;
  }
}

/**
 * Product picture: a pack shape in the brand colour on the department's tint, the short name
 * and the pack size below it.
 */
export function productArtworkSvg(key: string, options: ArtworkOptions): string {
  const width = size(options.width, 1024);
  const height = size(options.height, 800);
  const background = color(options.background, '#f1f8e9');
  const foreground = color(options.foreground, '#263238');
  const accent = color(options.accent, '#2e7d32');
  const h = hash(key);
  const unit = Math.min(width, height);
  const shapeSize = unit * 0.5;
  const cx = width / 2 + ((h % 7) - 3) * unit * 0.01;
  const cy = height * 0.36;
  const fontSize = Math.max(8, Math.round(unit * 0.065));
  const maxChars = Math.max(4, Math.floor(width / (fontSize * 0.58)));
  const lines = wrapText(options.label, maxChars, 2);
  const subSize = Math.max(6, Math.round(fontSize * 0.7));
  const sub = options.sublabel ? wrapText(options.sublabel, Math.floor(width / (subSize * 0.58)), 1) : [];
  const textTop = cy + shapeSize / 2 + fontSize * 1.3;
  const id = idOf(key);
  return svg(
    width,
    height,
    options.sublabel ? `${options.label} – ${options.sublabel}` : options.label,
    `<defs><radialGradient id="${id}g" cx="50%" cy="35%" r="70%"><stop offset="0" stop-color="#ffffff" stop-opacity="0.7"/><stop offset="1" stop-color="${background}" stop-opacity="0"/></radialGradient></defs>` +
      `<rect width="${width}" height="${height}" fill="${background}"/><rect width="${width}" height="${height}" fill="url(#${id}g)"/>` +
      `<circle cx="${Math.round(width * (0.1 + (h % 5) * 0.02))}" cy="${Math.round(height * 0.12)}" r="${Math.round(unit * 0.06)}" fill="${accent}" fill-opacity="0.12"/>` +
      motifShape(options.motif ?? 'box', cx, cy, shapeSize, accent, '#ffffff') +
      textLines(lines, Math.round(width / 2), textTop, fontSize, foreground, 700) +
      textLines(sub, Math.round(width / 2), textTop + lines.length * fontSize * 1.2 + subSize * 0.4, subSize, foreground, 400),
  );
}

/** Initials of a brand for its logo mark: first letters of the first two words. */
function initials(name: string): string {
  const words = name.split(/[\s&/-]+/).filter((w) => w !== '');
  return words
    .slice(0, 2)
    .map((w) => Array.from(w)[0] ?? '')
    .join('')
    .toUpperCase();
}

/** Brand or seller logo: a round mark with initials and the name beside it. */
export function brandLogoSvg(key: string, options: ArtworkOptions): string {
  const width = size(options.width, 400);
  const height = size(options.height, 200);
  const background = color(options.background, '#ffffff');
  const foreground = color(options.foreground, '#263238');
  const accent = color(options.accent, foreground);
  const radius = Math.round(Math.min(width, height) * 0.3);
  const fontSize = Math.max(8, Math.round(Math.min(width, height) * 0.14));
  const lines = wrapText(options.label, Math.max(4, Math.floor(width / (fontSize * 0.6))), 2);
  const markY = Math.round(height * 0.4);
  return svg(
    width,
    height,
    options.label,
    `<rect width="${width}" height="${height}" rx="${Math.round(Math.min(width, height) * 0.08)}" fill="${background}"/>` +
      `<circle cx="${Math.round(width / 2)}" cy="${markY}" r="${radius}" fill="${accent}"/>` +
      `<circle cx="${Math.round(width / 2)}" cy="${markY}" r="${Math.round(radius * 0.82)}" fill="none" stroke="#ffffff" stroke-width="${Math.max(1, Math.round(radius * 0.05))}" stroke-opacity="${(hash(key) % 3) * 0.2 + 0.4}"/>` +
      textLines([initials(options.label)], Math.round(width / 2), markY + radius * 0.3, Math.round(radius * 0.8), '#ffffff', 800) +
      textLines(lines, Math.round(width / 2), markY + radius + fontSize * 1.1, fontSize, foreground, 700),
  );
}

/** Banner picture: a colour gradient with soft circles and the banner text. */
export function bannerArtworkSvg(key: string, options: ArtworkOptions): string {
  const width = size(options.width, 1200);
  const height = size(options.height, 400);
  const background = color(options.background, '#2e7d32');
  const foreground = color(options.foreground, '#ffffff');
  const accent = color(options.accent, '#a5d6a7');
  const h = hash(key);
  const id = idOf(key);
  const fontSize = Math.max(8, Math.round(height * 0.11));
  const lines = wrapText(options.label, Math.max(4, Math.floor((width * 0.8) / (fontSize * 0.58))), 3);
  const subSize = Math.max(6, Math.round(fontSize * 0.6));
  const sub = options.sublabel ? wrapText(options.sublabel, Math.floor((width * 0.8) / (subSize * 0.58)), 1) : [];
  const firstY = height / 2 - ((lines.length - 1) * fontSize * 1.2) / 2 + fontSize * 0.35 - (sub.length > 0 ? subSize * 0.6 : 0);
  return svg(
    width,
    height,
    options.label,
    `<defs><linearGradient id="${id}g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${background}"/><stop offset="1" stop-color="${accent}"/></linearGradient></defs>` +
      `<rect width="${width}" height="${height}" fill="url(#${id}g)"/>` +
      `<circle cx="${Math.round(width * (0.82 + (h % 10) * 0.01))}" cy="${Math.round(height * 0.2)}" r="${Math.round(height * 0.45)}" fill="#ffffff" fill-opacity="0.12"/>` +
      `<circle cx="${Math.round(width * (0.08 + ((h >> 4) % 10) * 0.01))}" cy="${Math.round(height * 0.9)}" r="${Math.round(height * 0.3)}" fill="#ffffff" fill-opacity="0.1"/>` +
      textLines(lines, Math.round(width / 2), firstY, fontSize, foreground, 800) +
      textLines(sub, Math.round(width / 2), firstY + lines.length * fontSize * 1.2 + subSize * 0.2, subSize, foreground, 500),
  );
}

/** The picture of one `DemoShop.artworks` entry, drawn by the function for its kind. */
export function artworkSvg(artwork: Artwork): string {
  const options: ArtworkOptions = {
    label: artwork.label,
    sublabel: artwork.sublabel,
    background: artwork.background,
    foreground: artwork.foreground,
    accent: artwork.accent,
    motif: artwork.motif,
    width: artwork.width,
    height: artwork.height,
  };
  switch (artwork.kind) {
    case 'product':
    case 'category':
      return productArtworkSvg(artwork.key, options);
    case 'brand':
    case 'fulfiller':
      return artwork.width > artwork.height * 2 ? bannerArtworkSvg(artwork.key, options) : brandLogoSvg(artwork.key, options);
    case 'banner':
    case 'interstitial':
      return bannerArtworkSvg(artwork.key, options);
  }
}
