/** The library (spec §2 Library): the screen, used at /book-library and in the dashboard, and the favourites tab. */
export { FavoritesPanel } from './components/favorites-panel';
export { LibraryScreen } from './components/library-screen';
export { prefetchLibrary } from './lib/library-query';
