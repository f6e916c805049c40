/**
 * How a Goodreads or StoryGraph row finds its catalogue book without an ISBN (decision 025):
 * both sides are reduced to a key of the title and the first author that ignores case, accents,
 * punctuation, a leading article, a subtitle after ':' and a Goodreads series note in brackets.
 */

/** Letters NFKD does not take apart. */
const FOLDED: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

/** Lower case, accents and ligatures removed. */
export function foldText(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (c) => FOLDED[c] ?? c);
}

const LEADING_ARTICLE = /^(the|a|an)\s+/;

/**
 * The title key: 'The Hobbit, or There and Back Again' and 'the hobbit: or there and back again'
 * give the same key; 'Harry Potter and the Sorcerer's Stone (Harry Potter, #1)' loses its series
 * note; 'Sapiens: A Brief History of Humankind' is 'sapiens'; 'Les Misérables' is 'les miserables'.
 */
export function normaliseTitle(title: string): string {
  let text = foldText(title).trim();
  // A Goodreads series note: a trailing bracket holding '#'.
  text = text.replace(/\s*\([^()]*#[^()]*\)\s*$/, '');
  const colon = text.indexOf(':');
  if (colon > 0) text = text.slice(0, colon);
  text = text.replace(/&/g, ' and ');
  text = text
    .replace(/['’`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  const withoutArticle = text.replace(LEADING_ARTICLE, '');
  return withoutArticle || text;
}

/**
 * The author key: the first author only (StoryGraph lists several, comma-separated), letters and
 * digits only, so 'J.R.R. Tolkien', 'J. R. R. Tolkien' and 'j r r tolkien' agree.
 */
export function normaliseAuthor(author: string): string {
  const first = author.split(/,|;|\s&\s|\sand\s/)[0] ?? '';
  return foldText(first).replace(/[^\p{L}\p{N}]+/gu, '');
}

/** The key a row and a catalogue book share when they are the same book; '' when no title. */
export function titleAuthorKey(title: string, author: string): string {
  const titleKey = normaliseTitle(title);
  if (!titleKey) return '';
  return `${titleKey}|${normaliseAuthor(author)}`;
}
