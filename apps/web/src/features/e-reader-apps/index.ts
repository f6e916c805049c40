export { EReaderAppsSection } from './components/e-reader-apps-section';
