import type { ReaderSettings } from '@quire/shared/schemas/reader';

let dyslexicFont: Promise<unknown> | null = null;

/**
 * OpenDyslexic is self-hosted (its files are part of the build) but its stylesheet is fetched
 * only the first time a reader chooses it, so it costs nothing to everyone else.
 */
export function loadReadingFont(fontFamily: ReaderSettings['fontFamily']): Promise<unknown> {
  if (fontFamily !== 'dyslexic') return Promise.resolve();
  dyslexicFont ??= Promise.all([
    import('@fontsource/opendyslexic/400.css'),
    import('@fontsource/opendyslexic/700.css'),
  ]).catch(() => {
    dyslexicFont = null;
  });
  return dyslexicFont;
}
