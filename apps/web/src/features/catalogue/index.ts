/** The Knowledge Pool catalogue (spec §2 All Books) at /all-books. */
export { CatalogueScreen } from './components/catalogue-screen';
