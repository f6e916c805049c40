import { OFFLINE_MESSAGES } from '@quire/shared/messages/offline';
import { clsx } from 'clsx';
import { CloudOff } from 'lucide-react';
import type { ReactNode } from 'react';

/** A screen or part that needs the network, shown while there is none. */
export function OfflineNotice({ action, className }: { action?: ReactNode; className?: string }) {
  return (
    <div
      role="status"
      className={clsx(
        'flex flex-col items-center gap-2 rounded-2xl border border-paper-300 bg-white/60 px-6 py-10 text-center',
        className,
      )}
    >
      <CloudOff className="mb-1 size-7 text-ink-500" aria-hidden="true" />
      <p className="font-serif text-lg font-semibold text-ink-900">{OFFLINE_MESSAGES.offlineTitle}</p>
      <p className="max-w-md text-sm text-ink-600">{OFFLINE_MESSAGES.offlineBody}</p>
      {action ? <div className="mt-3">{action}</div> : null}
    </div>
  );
}
