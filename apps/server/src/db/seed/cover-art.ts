/**
 * Generated book covers for the demo catalogue.
 *
 * `coverSvg` returns a self-contained 600x900 SVG (no external fonts or images) that sharp/librsvg can
 * rasterise: a palette gradient with a soft vignette, a faint geometric motif chosen from a hash of the
 * title, a small uppercase category label, the title (and an optional subtitle after a colon) wrapped
 * to fit, a small ornament and the author's name near the bottom.
 */

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
const TEXT_WIDTH = 470;
/** Rough average advance of a serif glyph (DejaVu Serif is on the wide side), as a fraction of the font size. */
const CHAR_EM = 0.53;

/** Escapes text for use in SVG character data and attribute values. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
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
      (Number.parseInt(a.slice(offset, offset + 2), 16) + Number.parseInt(b.slice(offset, offset + 2), 16)) / 2,
    );
    return value.toString(16).padStart(2, '0');
  });
  return `#${mixed.join('')}`;
}

const round = (n: number) => Math.round(n * 10) / 10;

/**
 * Greedy word wrap. Words longer than a line are kept whole (the caller shrinks the font instead).
 */
function wrapWords(text: string, maxChars: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length <= maxChars || !current) {
      current = candidate;
    } else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  return lines;
}

/** Re-wraps to the narrowest width that keeps the same number of lines, so lines come out even. */
function balance(text: string, lineCount: number, maxChars: number): string[] {
  let best = wrapWords(text, maxChars);
  for (let width = maxChars - 1; width > 0; width--) {
    const lines = wrapWords(text, width);
    if (lines.length > lineCount || lines.some((line) => line.length > width)) break;
    best = lines;
  }
  return best;
}

interface TextBlock {
  lines: string[];
  fontSize: number;
}

/**
 * Finds the largest font size (within bounds) at which the text wraps to at most `maxLines` lines that
 * all fit the available width. Falls back to the smallest size, truncating with an ellipsis.
 */
function fitText(text: string, maxLines: number, largest: number, smallest: number): TextBlock {
  for (let size = largest; size >= smallest; size -= 2) {
    const maxChars = Math.floor(TEXT_WIDTH / (size * CHAR_EM));
    const lines = wrapWords(text, maxChars);
    if (lines.length <= maxLines && lines.every((line) => line.length <= maxChars)) {
      return { lines: balance(text, lines.length, maxChars), fontSize: size };
    }
  }
  const maxChars = Math.floor(TEXT_WIDTH / (smallest * CHAR_EM));
  const lines = wrapWords(text, maxChars).slice(0, maxLines);
  const last = lines.length - 1;
  if (lines[last].length > maxChars - 1) lines[last] = lines[last].slice(0, maxChars - 1).trimEnd();
  lines[last] = `${lines[last]}\u2026`;
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

/** A faint geometric motif; which one and its parameters depend on the hash. */
function motif(hash: number, ink: string): string {
  const random = rng(hash);
  const kind = hash % 6;
  const parts: string[] = [];
  const stroke = `stroke="${ink}" fill="none"`;

  switch (kind) {
    case 0: {
      // Concentric rings around an off-centre point.
      const cx = round(120 + random() * 360);
      const cy = round(random() < 0.5 ? 150 + random() * 120 : 700 + random() * 120);
      const gap = 26 + Math.floor(random() * 14);
      for (let r = gap; r < 760; r += gap) {
        parts.push(`<circle cx="${cx}" cy="${cy}" r="${r}" ${stroke} stroke-width="2"/>`);
      }
      return `<g opacity="0.12">${parts.join('')}</g>`;
    }
    case 1: {
      // Diagonal pin-stripes.
      const gap = 22 + Math.floor(random() * 16);
      const angle = random() < 0.5 ? 35 : -35;
      for (let x = -900; x < 1500; x += gap) {
        parts.push(`<line x1="${x}" y1="-200" x2="${x}" y2="1100" stroke="${ink}" stroke-width="2"/>`);
      }
      return `<g opacity="0.09" transform="rotate(${angle} 300 450)">${parts.join('')}</g>`;
    }
    case 2: {
      // Dot grid whose dots swell towards one corner.
      const gap = 30 + Math.floor(random() * 10);
      const fromTop = random() < 0.5;
      for (let y = gap / 2; y < HEIGHT; y += gap) {
        for (let x = gap / 2; x < WIDTH; x += gap) {
          const t = fromTop ? 1 - y / HEIGHT : y / HEIGHT;
          const r = round(1 + 5 * t * t);
          parts.push(`<circle cx="${round(x)}" cy="${round(y)}" r="${r}" fill="${ink}"/>`);
        }
      }
      return `<g opacity="0.16">${parts.join('')}</g>`;
    }
    case 3: {
      // Rows of chevrons.
      const w = 60 + Math.floor(random() * 30);
      const h = 24 + Math.floor(random() * 14);
      for (let y = -h; y < HEIGHT + h; y += h * 1.6) {
        let d = `M -${w} ${round(y + h)}`;
        for (let x = -w; x < WIDTH + w; x += w) d += ` L ${round(x + w / 2)} ${round(y)} L ${round(x + w)} ${round(y + h)}`;
        parts.push(`<path d="${d}" ${stroke} stroke-width="2.5"/>`);
      }
      return `<g opacity="0.10">${parts.join('')}</g>`;
    }
    case 4: {
      // Sunburst rays from below (or above) the cover.
      const cx = round(150 + random() * 300);
      const cy = random() < 0.5 ? 980 : -80;
      const rays = 36 + Math.floor(random() * 24);
      for (let i = 0; i < rays; i++) {
        const a0 = (i / rays) * Math.PI * 2;
        const a1 = a0 + (Math.PI * 2) / rays / 2;
        const r = 1400;
        parts.push(
          `<path d="M ${cx} ${cy} L ${round(cx + r * Math.cos(a0))} ${round(cy + r * Math.sin(a0))} L ${round(
            cx + r * Math.cos(a1),
          )} ${round(cy + r * Math.sin(a1))} Z" fill="${ink}"/>`,
        );
      }
      return `<g opacity="0.07">${parts.join('')}</g>`;
    }
    default: {
      // Layered waves.
      const amplitude = 14 + random() * 18;
      const wavelength = 120 + random() * 120;
      const phase = random() * Math.PI * 2;
      for (let y = 20; y < HEIGHT + 40; y += 28) {
        let d = '';
        for (let x = -20; x <= WIDTH + 20; x += 10) {
          const yy = y + amplitude * Math.sin((x / wavelength) * Math.PI * 2 + phase + y / 90);
          d += `${d ? ' L' : 'M'} ${x} ${round(yy)}`;
        }
        parts.push(`<path d="${d}" ${stroke} stroke-width="1.6"/>`);
      }
      return `<g opacity="0.11">${parts.join('')}</g>`;
    }
  }
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
  const subtitleBlock = subtitle ? fitText(subtitle, 3, 28, 20) : null;

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

  const titleLines = titleBlock.lines
    .map((line, i) => {
      const y = top + titleBlock.fontSize * 0.8 + i * titleLineHeight;
      return `<tspan x="${titleX}" y="${round(y)}">${escapeXml(line)}</tspan>`;
    })
    .join('');

  let subtitleSvg = '';
  if (subtitleBlock) {
    const subTop = top + titleBlock.lines.length * titleLineHeight + subtitleGap;
    const lines = subtitleBlock.lines
      .map((line, i) => {
        const y = subTop + subtitleBlock.fontSize * 0.8 + i * subtitleLineHeight;
        return `<tspan x="${titleX}" y="${round(y)}">${escapeXml(line)}</tspan>`;
      })
      .join('');
    subtitleSvg = `<text font-family="${escapeXml(SERIF)}" font-size="${subtitleBlock.fontSize}" font-style="italic" fill="${softInk}" text-anchor="middle">${lines}</text>`;
  }

  const category = escapeXml(book.category.toUpperCase());
  const categoryWidth = book.category.length * 16 + 30;
  const author = fitText(book.author, 1, 30, 18);
  const authorText = escapeXml(author.lines[0]);

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`,
    '<defs>',
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient>`,
    `<radialGradient id="vignette" cx="0.5" cy="0.45" r="0.75"><stop offset="0.55" stop-color="${shade}" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="${light ? 0.18 : 0.38}"/></radialGradient>`,
    `<linearGradient id="spine" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000000" stop-opacity="0.32"/><stop offset="1" stop-color="#000000" stop-opacity="0"/></linearGradient>`,
    `<linearGradient id="band" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${bandColour}" stop-opacity="0"/><stop offset="0.25" stop-color="${bandColour}" stop-opacity="${bandOpacity}"/><stop offset="0.75" stop-color="${bandColour}" stop-opacity="${bandOpacity}"/><stop offset="1" stop-color="${bandColour}" stop-opacity="0"/></linearGradient>`,
    '</defs>',
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>`,
    motif(hash, ink),
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#vignette)"/>`,
    // A soft band behind the text keeps the title legible over the motif.
    `<rect x="0" y="${top - 70}" width="${WIDTH}" height="${blockHeight + 140}" fill="url(#band)"/>`,
    `<rect x="0" y="0" width="26" height="${HEIGHT}" fill="url(#spine)"/>`,
    `<rect x="40" y="40" width="${WIDTH - 80}" height="${HEIGHT - 80}" fill="none" stroke="${ink}" stroke-opacity="0.45" stroke-width="1.5"/>`,
    `<rect x="48" y="48" width="${WIDTH - 96}" height="${HEIGHT - 96}" fill="none" stroke="${ink}" stroke-opacity="0.25" stroke-width="1"/>`,
    // Category label with rules either side.
    `<line x1="90" y1="104" x2="${round(WIDTH / 2 - categoryWidth / 2)}" y2="104" stroke="${ink}" stroke-opacity="0.6" stroke-width="1.2"/>`,
    `<line x1="${round(WIDTH / 2 + categoryWidth / 2)}" y1="104" x2="${WIDTH - 90}" y2="104" stroke="${ink}" stroke-opacity="0.6" stroke-width="1.2"/>`,
    `<text x="${WIDTH / 2}" y="110" font-family="${escapeXml(SERIF)}" font-size="18" letter-spacing="3" fill="${ink}" fill-opacity="0.9" text-anchor="middle">${category}</text>`,
    `<text font-family="${escapeXml(SERIF)}" font-size="${titleBlock.fontSize}" fill="${ink}" text-anchor="middle">${titleLines}</text>`,
    subtitleSvg,
    // Ornament between title and author.
    `<line x1="240" y1="760" x2="288" y2="760" stroke="${ink}" stroke-opacity="0.7" stroke-width="1.2"/>`,
    `<path d="M 300 752 L 308 760 L 300 768 L 292 760 Z" fill="${ink}" fill-opacity="0.8"/>`,
    `<line x1="312" y1="760" x2="360" y2="760" stroke="${ink}" stroke-opacity="0.7" stroke-width="1.2"/>`,
    `<text x="${WIDTH / 2}" y="818" font-family="${escapeXml(SERIF)}" font-size="${author.fontSize}" letter-spacing="2" fill="${ink}" text-anchor="middle">${authorText}</text>`,
    '</svg>',
  ].join('');
}
