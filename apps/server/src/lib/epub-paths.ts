/**
 * Where a chapter sits in Quire's EPUB export: its file's address in the package's manifest
 * (relative to the package document). Annotations about the EPUB (decision 054) name it as
 * their source, so the two must agree.
 */
export const epubChapterHref = (index: number) => `chapter-${String(index + 1).padStart(3, '0')}.xhtml`;

/**
 * The spine position (1-based, as KOReader numbers its DocFragments) of the export's first
 * chapter: after the cover page when the book has one, and the title page.
 */
export const epubFirstChapterFragment = (hasCover: boolean) => (hasCover ? 3 : 2);
