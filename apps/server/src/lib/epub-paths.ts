/**
 * Where a chapter sits in Quire's EPUB export: its file's address in the package's manifest
 * (relative to the package document). Annotations about the EPUB (decision 054) name it as
 * their source, so the two must agree.
 */
export const epubChapterHref = (index: number) => `chapter-${String(index + 1).padStart(3, '0')}.xhtml`;
