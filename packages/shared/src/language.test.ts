import { describe, expect, it } from 'vitest';
import { languageCode, languageName, languageTag } from './language';

describe('book languages', () => {
  it('turns the form’s language names into tags, and tags into names', () => {
    expect(languageTag('English')).toBe('en');
    expect(languageTag(' french ')).toBe('fr');
    expect(languageTag('pt-br')).toBe('pt-BR');
    expect(languageName('fr')).toBe('French');
    expect(languageName('English')).toBe('English');
    expect(languageTag(languageName('de'))).toBe('de');
  });

  it('says when a language is unknown; the EPUB tag is then English', () => {
    expect(languageCode('Klingon')).toBeUndefined();
    expect(languageCode('')).toBeUndefined();
    expect(languageTag('Klingon')).toBe('en');
    expect(languageTag(null)).toBe('en');
  });
});
