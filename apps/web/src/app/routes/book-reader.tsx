import { BookReaderScreen } from '@/features/reader';

export default function BookReaderRoute() {
  return <BookReaderScreen />;
}
