import { describe, expect, it } from 'vitest';
import { languageTagFor } from './use-read-aloud';

const voice = (lang: string) => ({ lang }) as SpeechSynthesisVoice;

describe('languageTagFor', () => {
  it("finds the book's language among the voices by its English name", () => {
    expect(languageTagFor('French', [voice('en-GB'), voice('fr-FR')])).toBe('fr');
    expect(languageTagFor(' english ', [voice('fr-FR'), voice('en_US')])).toBe('en');
  });

  it("falls back to the page's language", () => {
    expect(languageTagFor('Klingon', [voice('en-GB')])).toBe(navigator.language);
    expect(languageTagFor(undefined, [])).toBe(navigator.language);
  });
});
