import { HistoryScreen } from '@/features/history/components/history-screen';
import { MyReadingLayout } from './my-reading-layout';

export default function ReadingHistoryRoute() {
  return (
    <MyReadingLayout title="Reading History" description="Every book you have started or finished.">
      <HistoryScreen />
    </MyReadingLayout>
  );
}
