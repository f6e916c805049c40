/** English names of languages ("English", "Portuguese") to their ISO 639-1 codes, from Intl. */
let byName: Map<string, string> | undefined;

function namesToCodes(): Map<string, string> {
  if (byName) return byName;
  byName = new Map();
  const names = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'code' });
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  for (const a of letters)
    for (const b of letters) {
      const code = a + b;
      const name = names.of(code);
      if (name && name !== code) byName.set(name.toLowerCase(), code);
    }
  return byName;
}

/**
 * The BCP 47 tag of a book's language as the form stores it: a language name in English
 * ("English", "French") or already a tag ("en", "pt-BR"). Anything else is "en", as the book
 * form's default language is English.
 */
export function languageTag(language: string | null | undefined): string {
  const value = language?.trim() ?? '';
  if (!value) return 'en';
  const code = namesToCodes().get(value.toLowerCase());
  if (code) return code;
  if (/^[a-z]{2,3}(?:-[a-z0-9]{2,8})*$/i.test(value)) {
    try {
      const [canonical] = Intl.getCanonicalLocales(value);
      if (canonical) return canonical;
    } catch {
      // not a tag after all
    }
  }
  return 'en';
}
