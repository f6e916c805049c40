import { DownloadsScreen } from '@/features/offline';

/** Downloads (/downloads): the books kept on this device for reading offline. */
export default function DownloadsRoute() {
  return <DownloadsScreen />;
}
