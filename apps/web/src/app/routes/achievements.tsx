import { AchievementsScreen } from '@/features/achievements/components/achievements-screen';
import { MyReadingLayout } from './my-reading-layout';

export default function AchievementsRoute() {
  return (
    <MyReadingLayout
      title="Achievements"
      description="Milestones earned from your reading in Quire and the reading you log from elsewhere."
    >
      <AchievementsScreen />
    </MyReadingLayout>
  );
}
