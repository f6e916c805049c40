const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The book of a /book-reader?book=<id> link, when it is a well-formed id. */
export const bookFrom = (value: string | null): string | undefined =>
  value !== null && UUID.test(value) ? value : undefined;

/** The chapter of a /book-reader?chapter=<n> link, when it is a whole number from 1. */
export const chapterFrom = (value: string | null): number | undefined => {
  const number = Number(value);
  return value !== null && Number.isInteger(number) && number >= 1 ? number : undefined;
};
