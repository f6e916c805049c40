import { RecentAchievements } from '@/features/achievements/components/recent-achievements';
import { GoalsScreen } from '@/features/goals/components/goals-screen';
import { MyReadingLayout } from './my-reading-layout';

export default function ReadingGoalsRoute() {
  return (
    <MyReadingLayout
      title="Reading Goals"
      description="Set targets for books, pages or reading time and watch them fill in as you read."
    >
      <div className="space-y-10">
        <GoalsScreen />
        <RecentAchievements />
      </div>
    </MyReadingLayout>
  );
}
