/** The home screen (spec §2 Home screen), shown as the dashboard's discover tab. */
export { HomeScreen } from './components/home-screen';
