import type { HighlightColor } from '@quire/shared/constants/highlights';
import type { CSSProperties } from 'react';

/** Highlight colours outside the reader (the book page), matching the reader's light theme. */
const PAGE_COLORS: Record<HighlightColor, string> = {
  yellow: '#fbe6a0',
  green: '#cfeacb',
  blue: '#cfe2f6',
  pink: '#f6d3e1',
};

/** A colour swatch: the theme's highlight colour (the reader sets --mark-*), else the light one. */
export const swatchStyle = (color: HighlightColor): CSSProperties => ({
  backgroundColor: `var(--mark-${color}, ${PAGE_COLORS[color]})`,
});
