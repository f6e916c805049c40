import { DEVICE_NAMES, OFFLINE_MESSAGES, readAgo } from '@quire/shared/messages/offline';
import { History } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import type { PlaceConflict } from '../hooks/use-device-sync';

/**
 * "Continue from Chapter 7 (read on your phone, 2 h ago)?" with Go to / Stay here. Not modal:
 * the reader can keep reading underneath; nothing is saved over the other place meanwhile.
 */
export function ContinuePrompt({
  conflict,
  onJump,
  onStay,
}: {
  conflict: PlaceConflict;
  onJump: () => void;
  onStay: () => void;
}) {
  const textId = useId();
  const jumpRef = useRef<HTMLButtonElement>(null);
  const { server } = conflict;
  const device = server.deviceLabel ? DEVICE_NAMES[server.deviceLabel] : 'another device';
  const ago = server.readAt ? readAgo(new Date(server.readAt)) : 'earlier';
  useEffect(() => jumpRef.current?.focus({ preventScroll: true }), []);

  return (
    <section
      aria-labelledby={textId}
      className="animate-fade-in fixed inset-x-3 bottom-24 z-40 mx-auto max-w-md lg:bottom-8 rounded-2xl border border-(--reader-border) bg-(--reader-bg) p-4 font-sans text-(--reader-fg) shadow-lifted sm:bottom-28"
    >
      <div className="flex gap-3">
        <History className="mt-0.5 size-5 shrink-0 text-(--reader-accent)" aria-hidden="true" />
        <p id={textId} role="status" className="text-[0.95rem] leading-snug font-medium">
          {OFFLINE_MESSAGES.continueFrom(server.chapter, device, ago)}
        </p>
      </div>
      <div className="mt-3 flex flex-wrap justify-end gap-2">
        <button
          type="button"
          onClick={onStay}
          className="inline-flex h-10 items-center rounded-full border border-(--reader-border) px-4 text-sm font-semibold hover:bg-(--reader-surface) focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-(--reader-accent)"
        >
          {OFFLINE_MESSAGES.continueStay}
        </button>
        <button
          ref={jumpRef}
          type="button"
          onClick={onJump}
          className="inline-flex h-10 items-center rounded-full bg-(--reader-accent) px-4 text-sm font-semibold text-(--reader-accent-fg) hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-(--reader-accent)"
        >
          {OFFLINE_MESSAGES.continueJump(server.chapter)}
        </button>
      </div>
    </section>
  );
}
