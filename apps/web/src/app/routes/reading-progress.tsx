import { ProgressScreen } from '@/features/progress/components/progress-screen';
import { MyReadingLayout } from './my-reading-layout';

export default function ReadingProgressRoute() {
  return (
    <MyReadingLayout
      title="Reading Progress"
      description="Your year in books, measured from the reading you do."
    >
      <ProgressScreen />
    </MyReadingLayout>
  );
}
