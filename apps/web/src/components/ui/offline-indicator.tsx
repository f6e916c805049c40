import { OFFLINE_MESSAGES } from '@quire/shared/messages/offline';
import { CloudOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useOnline } from '@/lib/offline/network';
import { onQueueChange, queuedCount } from '@/lib/offline/queue';

/** A small pill while the device is offline, with the number of changes waiting to be sent. */
export function OfflineIndicator({ className = '' }: { className?: string }) {
  const online = useOnline();
  const [waiting, setWaiting] = useState(0);
  useEffect(() => {
    const update = () => void queuedCount().then(setWaiting, () => undefined);
    update();
    return onQueueChange(update);
  }, []);
  if (online) return null;
  return (
    <p
      role="status"
      className={`inline-flex items-center gap-1.5 rounded-full bg-ink-900 px-3 py-1 text-xs font-semibold text-paper-50 ${className}`}
    >
      <CloudOff className="size-3.5" aria-hidden="true" />
      {waiting > 0 ? OFFLINE_MESSAGES.offlineIndicatorQueued(waiting) : OFFLINE_MESSAGES.offlineIndicator}
    </p>
  );
}
