/** Reading comfort: the reader settings beyond size and theme. */
export const COMFORT_MESSAGES = {
  deviceOnly: 'Only on this device',
  deviceOnlyHint: 'Changes stay on this device; your other devices keep your usual settings',
  paragraphSpacing: 'Paragraph spacing',
  hyphenate: 'Hyphenation',
  hyphenateHint: 'Break long words at line ends',
  ruler: 'Reading ruler',
  rulerHint: 'A band that follows the line you read; move it with J and K',
} as const;

export const FONT_FAMILY_LABELS = {
  serif: 'Serif',
  sans: 'Sans',
  dyslexic: 'Dyslexic',
} as const;

export const PARAGRAPH_SPACING_LABELS = {
  compact: 'Compact',
  normal: 'Normal',
  relaxed: 'Relaxed',
} as const;
