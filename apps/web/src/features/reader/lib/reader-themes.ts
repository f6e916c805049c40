import type { READER_PARAGRAPH_SPACINGS, READER_TEXT_WIDTHS } from '@quire/shared/constants/reader';
import type { ReaderSettings } from '@quire/shared/schemas/reader';
import type { ReaderTheme } from '@quire/shared/constants';
import type { CSSProperties } from 'react';

/**
 * The three reading themes as CSS custom properties set on the reader's root; everything inside
 * (sheets and dialogs included) paints with them. Text colours keep WCAG AA (≥ 4.5:1) on both
 * the page and the surface colour in every theme: fg ≥ 11:1, muted ≥ 5.7:1, accent ≥ 5.4:1.
 */
export const READER_THEME_TOKENS: Record<ReaderTheme, Record<string, string>> = {
  light: {
    '--reader-bg': '#fdfaf4',
    '--reader-surface': '#f5eee1',
    '--reader-raised': '#ffffff',
    '--reader-fg': '#1e1a15',
    '--reader-muted': '#675b4c',
    '--reader-border': '#e4d9c6',
    '--reader-accent': '#a4412a',
    '--reader-accent-fg': '#ffffff',
    '--reader-accent-soft': '#f7e3da',
    '--reader-chrome': 'rgb(253 250 244 / 0.92)',
    '--reader-selection': '#f5d9cf',
    // Highlight colours behind the text (the text keeps --reader-fg, ≥ 7:1 on each).
    '--mark-yellow': '#fbe6a0',
    '--mark-green': '#cfeacb',
    '--mark-blue': '#cfe2f6',
    '--mark-pink': '#f6d3e1',
  },
  sepia: {
    '--reader-bg': '#f4ead3',
    '--reader-surface': '#ebdfc3',
    '--reader-raised': '#f9f2e2',
    '--reader-fg': '#3a2e21',
    '--reader-muted': '#5f5040',
    '--reader-border': '#d9c9a6',
    '--reader-accent': '#8e3a20',
    '--reader-accent-fg': '#ffffff',
    '--reader-accent-soft': '#ead2bd',
    '--reader-chrome': 'rgb(244 234 211 / 0.92)',
    '--reader-selection': '#e6c9a8',
    // Highlight colours behind the text (the text keeps --reader-fg, ≥ 7:1 on each).
    '--mark-yellow': '#ecd48a',
    '--mark-green': '#c9dab0',
    '--mark-blue': '#c6d6df',
    '--mark-pink': '#eac4c9',
  },
  dark: {
    '--reader-bg': '#14120f',
    '--reader-surface': '#211e19',
    '--reader-raised': '#2a261f',
    '--reader-fg': '#e8e0d2',
    '--reader-muted': '#a89c8a',
    '--reader-border': '#3a342b',
    '--reader-accent': '#ec9d80',
    '--reader-accent-fg': '#1a120d',
    '--reader-accent-soft': '#3b2a22',
    '--reader-chrome': 'rgb(20 18 15 / 0.92)',
    '--reader-selection': '#5a3a2c',
    // Highlight colours behind the text (the text keeps --reader-fg, ≥ 7:1 on each).
    '--mark-yellow': '#5a4812',
    '--mark-green': '#204a2c',
    '--mark-blue': '#1e3c5e',
    '--mark-pink': '#5a2643',
  },
};

export const READER_THEME_LABELS: Record<ReaderTheme, string> = {
  light: 'Light',
  sepia: 'Sepia',
  dark: 'Dark',
};

/** Swatch colours for the theme buttons (page colour and ink colour). */
export const READER_THEME_SWATCHES: Record<ReaderTheme, { background: string; color: string }> = {
  light: { background: '#fdfaf4', color: '#1e1a15' },
  sepia: { background: '#f4ead3', color: '#3a2e21' },
  dark: { background: '#14120f', color: '#e8e0d2' },
};

/** The text measure per width setting, in `ch` so it follows the font size (~65ch is "medium"). */
export const TEXT_MEASURE: Record<(typeof READER_TEXT_WIDTHS)[number], string> = {
  narrow: '54ch',
  medium: '65ch',
  wide: '78ch',
};

export const TEXT_WIDTH_LABELS: Record<(typeof READER_TEXT_WIDTHS)[number], string> = {
  narrow: 'Narrow',
  medium: 'Medium',
  wide: 'Wide',
};

/** Space after each paragraph per setting, in `em` of the text. */
export const PARAGRAPH_SPACING: Record<(typeof READER_PARAGRAPH_SPACINGS)[number], string> = {
  compact: '0.5em',
  normal: '0.95em',
  relaxed: '1.6em',
};

/** The reading face's utility class per font setting. */
export const FONT_CLASS: Record<ReaderSettings['fontFamily'], string> = {
  serif: 'font-serif',
  sans: 'font-sans',
  dyslexic: 'font-dyslexic',
};

/** Style for the reader's root: theme colours plus the typography the settings describe. */
export function readerRootStyle(settings: ReaderSettings): CSSProperties {
  return {
    ...READER_THEME_TOKENS[settings.theme],
    '--reader-font-size': `${settings.fontSize}px`,
    '--reader-line-height': String(settings.lineHeight),
    // OpenDyslexic's wide letters make a `ch` far wider than the text's average letter: a shorter measure keeps ~65 letters a line.
    '--reader-measure':
      settings.fontFamily === 'dyslexic'
        ? `calc(${TEXT_MEASURE[settings.textWidth]} * 0.8)`
        : TEXT_MEASURE[settings.textWidth],
    '--reader-paragraph-spacing': PARAGRAPH_SPACING[settings.paragraphSpacing],
    colorScheme: settings.theme === 'dark' ? 'dark' : 'light',
  } as CSSProperties;
}
