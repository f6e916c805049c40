import type { Notification } from '@quire/shared/schemas/social';
import { UI_TEXT } from '@quire/shared/messages';
import { clsx } from 'clsx';
import { Bell, BellOff, BookOpen, BookX, type LucideIcon, MessageSquare, Trophy } from 'lucide-react';
import { LikeIcon, RatingIcon } from '@/components/ui/icons';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { useDismiss } from '@/hooks/use-dismiss';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-read';
import { useNotificationsSocket } from '../hooks/use-notifications-socket';
import { formatRelativeTime } from '@/lib/relative-time';

const ICONS: Record<string, { icon: LucideIcon; className: string }> = {
  comment: { icon: MessageSquare, className: 'bg-sage-100 text-sage-700' },
  like: { icon: LikeIcon, className: 'bg-accent-50 text-accent-700' },
  rating: { icon: RatingIcon, className: 'bg-amber-50 text-amber-800' },
  chapter: { icon: BookOpen, className: 'bg-paper-200 text-ink-700' },
  achievement: { icon: Trophy, className: 'bg-amber-50 text-amber-800' },
  book_removed: { icon: BookX, className: 'bg-paper-200 text-ink-700' },
};
const FALLBACK_ICON = { icon: Bell, className: 'bg-paper-200 text-ink-700' };

/**
 * The header's bell (spec §2 Home header, §4 Notifications): an unread dot, and a dropdown titled
 * Notifications listing the newest ones, each linking to what it is about. Opening it while the
 * dot shows marks everything read. New notifications arrive over socket.io without a reload.
 */
export function NotificationsBell() {
  useNotificationsSocket();
  const notifications = useNotifications();
  const markAllRead = useMarkAllNotificationsRead();
  const [open, setOpen] = useState(false);
  /** What was unread when the dropdown opened, so it stays highlighted after being marked read. */
  const [freshIds, setFreshIds] = useState<ReadonlySet<string>>(new Set());
  const containerRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const headingId = useId();
  useDismiss(containerRef, open, () => setOpen(false));

  const unreadCount = notifications.data?.unreadCount ?? 0;
  const items = notifications.data?.notifications ?? [];

  const toggle = () => {
    if (!open) {
      setFreshIds(new Set(items.filter((item) => !item.isRead).map((item) => item._id)));
      if (unreadCount > 0) markAllRead.mutate();
    }
    setOpen(!open);
  };

  return (
    <div ref={containerRef} className="relative">
      <button
        type="button"
        aria-label={unreadCount > 0 ? `Notifications, ${unreadCount} unread` : 'Notifications'}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={toggle}
        className={clsx(
          'relative grid size-10 place-items-center rounded-full text-ink-700 transition hover:bg-paper-200/70 hover:text-ink-900',
          open && 'bg-paper-200/70 text-ink-900',
        )}
      >
        <Bell className="size-5" aria-hidden="true" />
        {unreadCount > 0 ? (
          <span
            data-testid="notifications-unread-dot"
            className="absolute top-2 right-2.5 size-2.5 animate-pop-in rounded-full bg-accent-600 ring-2 ring-paper-50"
            aria-hidden="true"
          />
        ) : null}
      </button>

      {open ? (
        <section
          id={panelId}
          aria-labelledby={headingId}
          className={clsx(
            'z-30 animate-pop-in overflow-hidden rounded-2xl border border-paper-200 bg-white shadow-lifted',
            // A fixed sheet under the header on phones; a dropdown under the bell from sm up.
            'fixed inset-x-3 top-[4.25rem] sm:absolute sm:inset-x-auto sm:top-auto sm:right-0 sm:mt-2 sm:w-96 sm:origin-top-right',
          )}
        >
          <div className="flex items-baseline justify-between gap-3 border-b border-paper-200 px-4 py-3">
            <h2 id={headingId} className="font-semibold text-ink-900">
              Notifications
            </h2>
            {freshIds.size > 0 ? (
              <span className="text-xs font-medium text-accent-700">{freshIds.size} new</span>
            ) : null}
          </div>
          <NotificationList
            items={items}
            isLoading={notifications.isLoading}
            freshIds={freshIds}
            onNavigate={() => setOpen(false)}
          />
        </section>
      ) : null}
    </div>
  );
}

interface NotificationListProps {
  items: Notification[];
  isLoading: boolean;
  freshIds: ReadonlySet<string>;
  onNavigate: () => void;
}

function NotificationList({ items, isLoading, freshIds, onNavigate }: NotificationListProps) {
  if (isLoading) {
    return (
      <div className="space-y-4 px-4 py-4" aria-hidden="true">
        {[0, 1, 2].map((row) => (
          <div key={row} className="flex gap-3">
            <Skeleton className="size-8 shrink-0 rounded-full" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-3.5 w-4/5" />
              <Skeleton className="h-3 w-1/3" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 px-4 py-10 text-center text-ink-600">
        <BellOff className="size-6 text-ink-400" aria-hidden="true" />
        <p>{UI_TEXT.noNotifications}</p>
      </div>
    );
  }
  return (
    <ul className="max-h-[min(24rem,calc(100dvh-7rem))] divide-y divide-paper-200 overflow-y-auto overscroll-contain">
      {items.map((item) => {
        const fresh = freshIds.has(item._id) || !item.isRead;
        const { icon: Icon, className } = ICONS[item.type] ?? FALLBACK_ICON;
        const body = (
          <>
            <span className={clsx('mt-0.5 grid size-8 shrink-0 place-items-center rounded-full', className)}>
              <Icon className="size-4" aria-hidden="true" />
            </span>
            <span className="min-w-0 flex-1">
              <span className={clsx('block text-ink-800', fresh && 'font-medium text-ink-900')}>
                {item.message}
              </span>
              <time dateTime={item.createdAt} className="mt-0.5 block text-xs text-ink-600">
                {formatRelativeTime(item.createdAt)}
              </time>
            </span>
            {fresh ? (
              <span className="mt-2 size-2 shrink-0 rounded-full bg-accent-600">
                <span className="sr-only">New</span>
              </span>
            ) : null}
          </>
        );
        const rowClass = clsx(
          'flex items-start gap-3 px-4 py-3 text-sm transition',
          fresh && 'bg-accent-50/50',
        );
        return (
          <li key={item._id}>
            {item.link ? (
              <Link
                to={item.link}
                onClick={onNavigate}
                className={clsx(rowClass, 'hover:bg-paper-100 focus-visible:-outline-offset-2')}
              >
                {body}
              </Link>
            ) : (
              <div className={rowClass}>{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
