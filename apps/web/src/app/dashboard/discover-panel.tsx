import { HomeScreen } from '@/features/home';

/** The discover tab: the home screen (hero, continue reading, featured stories, genres, sidebar). */
export function DiscoverPanel() {
  return <HomeScreen />;
}
