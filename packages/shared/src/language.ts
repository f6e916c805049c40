/**
 * A book's language as the book form stores it, an English name ("English", "Canadian French"),
 * and as a BCP 47 tag ("en", "fr-CA"): one mapping, both ways, from Intl.DisplayNames. Used by
 * the importers (tag → name), the EPUB export and the OPDS catalogue (name → tag) and read-aloud
 * (which voices to offer first).
 */
const TAG = /^[a-z]{2,3}(?:-[a-z0-9]{2,8})*$/i;

let codesByName: Map<string, string> | undefined;

/** English names of the two-letter languages to their ISO 639-1 codes, built once when needed. */
function namesToCodes(): Map<string, string> {
  if (codesByName) return codesByName;
  codesByName = new Map();
  const names = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'code' });
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  for (const a of letters)
    for (const b of letters) {
      const code = a + b;
      const name = names.of(code);
      if (name && name !== code) codesByName.set(name.toLowerCase(), code);
    }
  return codesByName;
}

/** The tag of a language given by name or already as a tag; undefined when it is neither. */
export function languageCode(language: string | null | undefined): string | undefined {
  const value = language?.trim() ?? '';
  if (!value) return undefined;
  const code = namesToCodes().get(value.toLowerCase());
  if (code) return code;
  if (TAG.test(value)) {
    try {
      return Intl.getCanonicalLocales(value)[0];
    } catch {
      // not a tag after all
    }
  }
  return undefined;
}

/** A book's language as a BCP 47 tag, "en" (the book form's default language) when unknown. */
export function languageTag(language: string | null | undefined): string {
  return languageCode(language) ?? 'en';
}

let englishNames: Intl.DisplayNames | undefined;

/** A language tag (en, fr-CA) as the book form's language name (English, Canadian French). */
export function languageName(code: string | undefined): string | undefined {
  const trimmed = code?.trim();
  if (!trimmed) return undefined;
  if (!TAG.test(trimmed)) return trimmed;
  try {
    englishNames ??= new Intl.DisplayNames(['en'], { type: 'language' });
    return englishNames.of(trimmed) ?? trimmed;
  } catch {
    return trimmed;
  }
}
