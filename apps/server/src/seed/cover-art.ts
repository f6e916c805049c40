/**
 * Generated book covers for the demo catalogue.
 *
 * `coverSvg` returns a self-contained 600x900 SVG (no external fonts or images) that sharp/librsvg can
 * rasterise: a palette gradient with a soft vignette, a faint geometric motif chosen from a hash of the
 * title, a small uppercase category label, the title (and an optional subtitle after a colon) wrapped
 * to fit, a small ornament and the author's name near the bottom.
 */

import { type XmlAttributes, type XmlBuilder, xmlDocument, xmlString } from '../lib/xml-document.js';

export interface CoverInput {
  title: string;
  author: string;
  category: string;
  palette: [string, string];
}

const WIDTH = 600;
const HEIGHT = 900;
const SERIF = "Georgia, 'DejaVu Serif', serif";
/** Horizontal room for text inside the frame. */
const TEXT_WIDTH = 460;

/**
 * Advance widths (in em) of printable ASCII, space to tilde, measured from DejaVu Serif: the font librsvg
 * falls back to on the server and wider than Georgia, so text that fits here fits with either.
 */
const ASCII_EM = [
  0.32, 0.4, 0.46, 0.84, 0.64, 0.95, 0.89, 0.28, 0.39, 0.39, 0.5, 0.84, 0.32, 0.34, 0.32, 0.34, 0.64, 0.64,
  0.64, 0.64, 0.64, 0.64, 0.64, 0.64, 0.64, 0.64, 0.34, 0.34, 0.84, 0.84, 0.84, 0.54, 1.0, 0.72, 0.73, 0.77,
  0.8, 0.73, 0.69, 0.8, 0.87, 0.4, 0.4, 0.75, 0.66, 1.02, 0.88, 0.82, 0.67, 0.82, 0.75, 0.67, 0.68, 0.84,
  0.72, 1.03, 0.71, 0.66, 0.69, 0.39, 0.34, 0.39, 0.84, 0.5, 0.5, 0.6, 0.64, 0.56, 0.64, 0.59, 0.37, 0.64,
  0.64, 0.32, 0.31, 0.61, 0.32, 0.95, 0.64, 0.6, 0.64, 0.64, 0.48, 0.51, 0.4, 0.64, 0.56, 0.86, 0.56, 0.56,
  0.53, 0.64, 0.34, 0.64, 0.84,
];
const OTHER_EM: Record<string, number> = {
  '\u2018': 0.32,
  '\u2019': 0.32,
  '\u201c': 0.46,
  '\u201d': 0.46,
  '\u2026': 1.0,
};

/** Estimated rendered width in px of `text` at `size`, with `tracking` px of letter-spacing per character. */
function textWidth(text: string, size: number, tracking = 0): number {
  let em = 0;
  let count = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    em += code >= 32 && code < 127 ? ASCII_EM[code - 32] : (OTHER_EM[ch] ?? (code > 0x2e80 ? 1.0 : 0.72));
    count++;
  }
  return em * size + tracking * count;
}

/** FNV-1a 32-bit hash, so a title always gets the same motif. */
function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Small deterministic pseudo-random generator (mulberry32) seeded from the hash. */
function rng(seed: number): () => number {
  let state = seed || 1;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function normaliseHex(colour: string, fallback: string): string {
  const value = colour.trim();
  if (/^#[0-9a-f]{6}$/i.test(value)) return value.toLowerCase();
  if (/^#[0-9a-f]{3}$/i.test(value)) {
    return `#${value
      .slice(1)
      .split('')
      .map((c) => c + c)
      .join('')}`.toLowerCase();
  }
  return fallback;
}

/** Relative luminance (WCAG) of a #rrggbb colour. */
function luminance(hex: string): number {
  const channel = (offset: number) => {
    const c = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

function mixHex(a: string, b: string): string {
  const mixed = [1, 3, 5].map((offset) => {
    const value = Math.round(
      (Number.parseInt(a.slice(offset, offset + 2), 16) + Number.parseInt(b.slice(offset, offset + 2), 16)) /
        2,
    );
    return value.toString(16).padStart(2, '0');
  });
  return `#${mixed.join('')}`;
}

const round = (n: number) => Math.round(n * 10) / 10;

type Fits = (line: string) => boolean;

/** Greedy word wrap. A word wider than a line is kept whole (the caller tries a smaller size instead). */
function wrapWords(words: string[], fits: Fits): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word;
    if (!current || fits(candidate)) {
      current = candidate;
    } else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  return lines;
}

/** A lone leading article ("The", "A", "An") on its own line is a classic cover layout, not raggedness. */
const LEADING_ARTICLE = /^(the|a|an)$/i;

/** How uneven a set of lines is, from 0 (all the same width) towards 1. */
function raggedness(lines: string[]): number {
  const measured = lines.length > 1 && LEADING_ARTICLE.test(lines[0]) ? lines.slice(1) : lines;
  const widths = measured.map((line) => textWidth(line, 1));
  const widest = Math.max(...widths);
  return widest > 0 ? (widest - Math.min(...widths)) / widest : 0;
}

/**
 * Among all ways to break the words into exactly `lineCount` lines that fit, returns the most even one
 * (titles are a handful of words, so trying every split is cheap).
 */
function balance(words: string[], lineCount: number, fits: Fits): string[] | null {
  let best: string[] | null = null;
  let bestScore = Number.POSITIVE_INFINITY;
  const visit = (start: number, lines: string[]) => {
    if (lines.length === lineCount - 1) {
      const last = words.slice(start).join(' ');
      if (!last || !fits(last)) return;
      const all = [...lines, last];
      const score = raggedness(all) * 100 + Math.max(...all.map((line) => textWidth(line, 1))) / 100;
      if (score < bestScore) {
        bestScore = score;
        best = all;
      }
      return;
    }
    for (let end = start + 1; end < words.length; end++) {
      const line = words.slice(start, end).join(' ');
      if (!fits(line)) break;
      visit(end, [...lines, line]);
    }
  };
  visit(0, []);
  return best;
}

interface TextBlock {
  lines: string[];
  fontSize: number;
}

/**
 * Picks a font size and wrap for the text: at most `maxLines` lines that all fit the available width,
 * trading size against line count and evenness (each extra line costs `linePenalty` px of font size,
 * a fully ragged block costs 20 px), so a short title sits on two generous lines rather than three
 * ragged ones. `tracking` is extra letter-spacing per character. Falls back to the smallest size,
 * truncating with an ellipsis.
 */
function fitText(
  text: string,
  maxLines: number,
  largest: number,
  smallest: number,
  linePenalty = 6,
  tracking = 0,
): TextBlock {
  const words = text.split(/\s+/).filter(Boolean);
  if (words.length === 0) return { lines: [''], fontSize: smallest };
  const score = (c: TextBlock) => c.fontSize - linePenalty * c.lines.length - 20 * raggedness(c.lines);
  let best: TextBlock | null = null;
  for (let size = largest; size >= smallest; size -= 2) {
    const fits: Fits = (line) => textWidth(line, size, tracking) <= TEXT_WIDTH;
    if (!words.every(fits)) continue;
    const greedy = wrapWords(words, fits);
    for (let count = greedy.length; count <= Math.min(maxLines, words.length); count++) {
      const lines = balance(words, count, fits);
      if (!lines) continue;
      const candidate = { lines, fontSize: size };
      if (!best || score(candidate) > score(best)) best = candidate;
    }
  }
  if (best) return best;
  // Too long even at the smallest size: hard-wrap, and end the last line with an ellipsis.
  const fits: Fits = (line) => textWidth(line, smallest, tracking) <= TEXT_WIDTH;
  const truncate = (line: string, suffix: string) => {
    let cut = line;
    while (cut && !fits(cut + suffix)) cut = cut.slice(0, -1);
    return cut.trimEnd() + suffix;
  };
  const wrapped = wrapWords(words, fits);
  const lines = wrapped.slice(0, maxLines).map((line) => truncate(line, ''));
  const last = lines.length - 1;
  if (wrapped.length > maxLines || lines[last] !== wrapped[last]) {
    lines[last] = truncate(wrapped[last], '\u2026');
  }
  return { lines, fontSize: smallest };
}

/** Splits "Main Title: A Subtitle" into its two parts. */
function splitTitle(title: string): { main: string; subtitle: string | null } {
  const clean = title.replace(/\s+/g, ' ').trim() || 'Untitled';
  const colon = clean.indexOf(': ');
  if (colon > 0 && colon < clean.length - 2) {
    return { main: clean.slice(0, colon), subtitle: clean.slice(colon + 2) };
  }
  return { main: clean, subtitle: null };
}

type Attributes = Record<string, string | number>;

/** Adds `<name …attributes/>` under `parent` and returns it; numbers are written as JavaScript prints them. */
function svgElement(parent: XmlBuilder, name: string, attributes: Attributes): XmlBuilder {
  const values: XmlAttributes = {};
  for (const [key, value] of Object.entries(attributes)) values[key] = String(value);
  return parent.ele(name, values);
}

/** A faint geometric motif; which one and its parameters depend on the hash. */
function motif(parent: XmlBuilder, hash: number, ink: string): void {
  const random = rng(hash);
  const kind = hash % 6;
  const stroke = { stroke: ink, fill: 'none' };
  const group = (attributes: Attributes) => svgElement(parent, 'g', attributes);

  switch (kind) {
    case 0: {
      // Concentric rings around an off-centre point.
      const cx = round(120 + random() * 360);
      const cy = round(random() < 0.5 ? 150 + random() * 120 : 700 + random() * 120);
      const gap = 26 + Math.floor(random() * 14);
      const g = group({ opacity: '0.12' });
      for (let r = gap; r < 760; r += gap)
        svgElement(g, 'circle', { cx, cy, r, ...stroke, 'stroke-width': 2 });
      return;
    }
    case 1: {
      // Diagonal pin-stripes.
      const gap = 22 + Math.floor(random() * 16);
      const angle = random() < 0.5 ? 35 : -35;
      const g = group({ opacity: '0.09', transform: `rotate(${angle} 300 450)` });
      for (let x = -900; x < 1500; x += gap)
        svgElement(g, 'line', { x1: x, y1: -200, x2: x, y2: 1100, stroke: ink, 'stroke-width': 2 });
      return;
    }
    case 2: {
      // Dot grid whose dots swell towards one corner.
      const gap = 30 + Math.floor(random() * 10);
      const fromTop = random() < 0.5;
      const g = group({ opacity: '0.16' });
      for (let y = gap / 2; y < HEIGHT; y += gap) {
        for (let x = gap / 2; x < WIDTH; x += gap) {
          const t = fromTop ? 1 - y / HEIGHT : y / HEIGHT;
          svgElement(g, 'circle', { cx: round(x), cy: round(y), r: round(1 + 5 * t * t), fill: ink });
        }
      }
      return;
    }
    case 3: {
      // Rows of chevrons.
      const w = 60 + Math.floor(random() * 30);
      const h = 24 + Math.floor(random() * 14);
      const g = group({ opacity: '0.10' });
      for (let y = -h; y < HEIGHT + h; y += h * 1.6) {
        let d = `M -${w} ${round(y + h)}`;
        for (let x = -w; x < WIDTH + w; x += w)
          d += ` L ${round(x + w / 2)} ${round(y)} L ${round(x + w)} ${round(y + h)}`;
        svgElement(g, 'path', { d, ...stroke, 'stroke-width': 2.5 });
      }
      return;
    }
    case 4: {
      // Sunburst rays from below (or above) the cover.
      const cx = round(150 + random() * 300);
      const cy = random() < 0.5 ? 980 : -80;
      const rays = 36 + Math.floor(random() * 24);
      const g = group({ opacity: '0.07' });
      for (let i = 0; i < rays; i++) {
        const a0 = (i / rays) * Math.PI * 2;
        const a1 = a0 + (Math.PI * 2) / rays / 2;
        const r = 1400;
        const d = `M ${cx} ${cy} L ${round(cx + r * Math.cos(a0))} ${round(cy + r * Math.sin(a0))} L ${round(
          cx + r * Math.cos(a1),
        )} ${round(cy + r * Math.sin(a1))} Z`;
        svgElement(g, 'path', { d, fill: ink });
      }
      return;
    }
    default: {
      // Layered waves.
      const amplitude = 14 + random() * 18;
      const wavelength = 120 + random() * 120;
      const phase = random() * Math.PI * 2;
      const g = group({ opacity: '0.11' });
      for (let y = 20; y < HEIGHT + 40; y += 28) {
        let d = '';
        for (let x = -20; x <= WIDTH + 20; x += 10) {
          const yy = y + amplitude * Math.sin((x / wavelength) * Math.PI * 2 + phase + y / 90);
          d += `${d ? ' L' : 'M'} ${x} ${round(yy)}`;
        }
        svgElement(g, 'path', { d, ...stroke, 'stroke-width': 1.6 });
      }
      return;
    }
  }
}

/** A gradient's colour stops: offset, colour and (when not opaque) opacity. */
function gradient(
  defs: XmlBuilder,
  name: 'linearGradient' | 'radialGradient',
  attributes: Attributes,
  stops: [offset: string, colour: string, opacity?: number | string][],
): void {
  const element = svgElement(defs, name, attributes);
  for (const [offset, colour, opacity] of stops)
    svgElement(element, 'stop', {
      offset,
      'stop-color': colour,
      ...(opacity === undefined ? {} : { 'stop-opacity': opacity }),
    });
}

/** Renders a 600x900 SVG cover for a book. */
export function coverSvg(book: CoverInput): string {
  const c1 = normaliseHex(book.palette[0], '#23395b');
  const c2 = normaliseHex(book.palette[1], '#0e1a2b');
  const hash = hashString(book.title);
  // The title sits mid-cover, so pick the ink for the colour half-way along the gradient.
  const light = luminance(mixHex(c1, c2)) > 0.36;
  const ink = light ? '#1d1a16' : '#fbf7ee';
  const softInk = light ? '#3a332b' : '#efe6d2';
  const shade = light ? '#ffffff' : '#000000';
  const bandColour = light ? '#ffffff' : '#000000';
  const bandOpacity = light ? 0.22 : 0.26;

  const { main, subtitle } = splitTitle(book.title);
  const titleBlock = fitText(main, 4, 76, 40);
  const subtitleBlock = subtitle ? fitText(subtitle, 3, 28, 20, 1) : null;

  const titleLineHeight = Math.round(titleBlock.fontSize * 1.14);
  const subtitleLineHeight = subtitleBlock ? Math.round(subtitleBlock.fontSize * 1.3) : 0;
  const subtitleGap = subtitleBlock ? 30 : 0;
  const blockHeight =
    titleBlock.lines.length * titleLineHeight +
    subtitleGap +
    (subtitleBlock ? subtitleBlock.lines.length * subtitleLineHeight : 0);

  // Centre the text block in the band between the category label and the author.
  const bandTop = 170;
  const bandBottom = 700;
  const top = Math.max(bandTop, Math.round(bandTop + (bandBottom - bandTop - blockHeight) / 2));
  const titleX = WIDTH / 2;

  const doc = xmlDocument();
  const svg = doc.ele('http://www.w3.org/2000/svg', 'svg', {
    width: String(WIDTH),
    height: String(HEIGHT),
    viewBox: `0 0 ${WIDTH} ${HEIGHT}`,
  });
  const defs = svg.ele('defs');
  gradient(defs, 'linearGradient', { id: 'bg', x1: 0, y1: 0, x2: 1, y2: 1 }, [
    ['0', c1],
    ['1', c2],
  ]);
  gradient(defs, 'radialGradient', { id: 'vignette', cx: 0.5, cy: 0.45, r: 0.75 }, [
    ['0.55', shade, 0],
    ['1', '#000000', light ? 0.18 : 0.38],
  ]);
  gradient(defs, 'linearGradient', { id: 'spine', x1: 0, y1: 0, x2: 1, y2: 0 }, [
    ['0', '#000000', 0.32],
    ['1', '#000000', 0],
  ]);
  gradient(defs, 'linearGradient', { id: 'band', x1: 0, y1: 0, x2: 0, y2: 1 }, [
    ['0', bandColour, 0],
    ['0.25', bandColour, bandOpacity],
    ['0.75', bandColour, bandOpacity],
    ['1', bandColour, 0],
  ]);
  svgElement(svg, 'rect', { width: WIDTH, height: HEIGHT, fill: 'url(#bg)' });
  motif(svg, hash, ink);
  svgElement(svg, 'rect', { width: WIDTH, height: HEIGHT, fill: 'url(#vignette)' });
  // A soft band behind the text keeps the title legible over the motif.
  svgElement(svg, 'rect', { x: 0, y: top - 70, width: WIDTH, height: blockHeight + 140, fill: 'url(#band)' });
  svgElement(svg, 'rect', { x: 0, y: 0, width: 26, height: HEIGHT, fill: 'url(#spine)' });
  const frame = { fill: 'none', stroke: ink };
  svgElement(svg, 'rect', {
    x: 40,
    y: 40,
    width: WIDTH - 80,
    height: HEIGHT - 80,
    ...frame,
    'stroke-opacity': 0.45,
    'stroke-width': 1.5,
  });
  svgElement(svg, 'rect', {
    x: 48,
    y: 48,
    width: WIDTH - 96,
    height: HEIGHT - 96,
    ...frame,
    'stroke-opacity': 0.25,
    'stroke-width': 1,
  });

  // Category label with rules either side (a single rule when there is no category).
  const category = book.category.trim().toUpperCase();
  const categoryWidth = category ? Math.min(textWidth(category, 19, 3) + 30, WIDTH - 180) : 0;
  const rule = (x1: number, x2: number) =>
    svgElement(svg, 'line', {
      x1: round(x1),
      y1: 104,
      x2: round(x2),
      y2: 104,
      stroke: ink,
      'stroke-opacity': 0.6,
      'stroke-width': 1.2,
    });
  if (category) {
    rule(90, WIDTH / 2 - categoryWidth / 2);
    rule(WIDTH / 2 + categoryWidth / 2, WIDTH - 90);
    svgElement(svg, 'text', {
      x: WIDTH / 2,
      y: 110,
      'font-family': SERIF,
      'font-size': 19,
      'letter-spacing': 3,
      fill: ink,
      'fill-opacity': 0.9,
      'text-anchor': 'middle',
    }).txt(category);
  } else {
    rule(90, WIDTH - 90);
  }

  const lines = (text: XmlBuilder, block: TextBlock, blockTop: number, lineHeight: number) => {
    block.lines.forEach((line, i) => {
      const y = blockTop + block.fontSize * 0.8 + i * lineHeight;
      svgElement(text, 'tspan', { x: titleX, y: round(y) }).txt(line);
    });
  };
  const title = svgElement(svg, 'text', {
    'font-family': SERIF,
    'font-size': titleBlock.fontSize,
    fill: ink,
    'text-anchor': 'middle',
  });
  lines(title, titleBlock, top, titleLineHeight);
  if (subtitleBlock) {
    const subtitleText = svgElement(svg, 'text', {
      'font-family': SERIF,
      'font-size': subtitleBlock.fontSize,
      'font-style': 'italic',
      fill: softInk,
      'text-anchor': 'middle',
    });
    lines(
      subtitleText,
      subtitleBlock,
      top + titleBlock.lines.length * titleLineHeight + subtitleGap,
      subtitleLineHeight,
    );
  }

  // Ornament between title and author.
  const ornamentLine = { y1: 760, y2: 760, stroke: ink, 'stroke-opacity': 0.7, 'stroke-width': 1.2 };
  svgElement(svg, 'line', { x1: 240, x2: 288, ...ornamentLine });
  svgElement(svg, 'path', { d: 'M 300 752 L 308 760 L 300 768 L 292 760 Z', fill: ink, 'fill-opacity': 0.8 });
  svgElement(svg, 'line', { x1: 312, x2: 360, ...ornamentLine });
  const author = fitText(book.author, 1, 30, 18, 0, 2);
  svgElement(svg, 'text', {
    x: WIDTH / 2,
    y: 818,
    'font-family': SERIF,
    'font-size': author.fontSize,
    'letter-spacing': 2,
    fill: ink,
    'text-anchor': 'middle',
  }).txt(author.lines[0]);

  return xmlString(doc, 'as-built');
}
