/** Texts of the offline reader (downloads, queued writes) and of position sync across devices. */

export const DEVICE_KINDS = ['phone', 'tablet', 'computer', 'e-reader'] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];

export const OFFLINE_MESSAGES = {
  deviceIdInvalid: 'Device id must be 8 to 64 letters, digits, dashes or underscores',
  deviceLabelInvalid: 'Device must be phone, tablet, computer or e-reader',
  readAtInvalid: 'Use an ISO date-time',
  offlineTitle: "You're offline — this needs a connection",
  offlineBody:
    'Downloaded books still open and read normally. Everything else comes back with the connection.',
  offlineIndicator: "You're offline",
  /** Above a screen seen earlier in this visit, shown again from memory while offline. */
  offlineLastSeen: "You're offline — this is the page as you last saw it. Changes wait for the connection.",
  offlineIndicatorQueued: (count: number) =>
    `You're offline · ${count} ${count === 1 ? 'change' : 'changes'} waiting to sync`,
  downloadsHeading: 'Downloads',
  downloadsIntro: 'Books stored on this device open and read without a connection.',
  downloadsEmpty: 'Open a book or a shelf and choose "Download for offline" to read it anywhere.',
  downloadsUsed: (stored: string, total: string) =>
    `${stored} used by downloads · ${total} used by Quire on this device`,
  downloadForOffline: 'Download for offline',
  downloaded: 'Downloaded',
  removeDownload: 'Remove',
  removeDownloadLabel: (title: string) => `Remove the download of ${title}`,
  downloading: (done: number, total: number) => `Downloading ${done} of ${total} chapters`,
  downloadDone: (title: string) => `"${title}" is ready to read offline`,
  downloadFailed: 'The download stopped. Check your connection and try again.',
  downloadShelf: 'Download shelf for offline',
  downloadingShelf: (done: number, total: number) => `Downloading ${done} of ${total} books`,
  shelfDownloaded: (count: number) =>
    count === 0
      ? 'Your shelf is empty: nothing to download'
      : `${count} ${count === 1 ? 'book' : 'books'} ready to read offline`,
  downloadChapters: (count: number) => `${count} ${count === 1 ? 'chapter' : 'chapters'}`,
  notDownloaded: 'This book is not downloaded. Connect to the internet to read it.',
  queueDropped: (what: string, reason: string) => `Not synced: ${what} (${reason})`,
  queueOwnerUnknown: 'saved offline by an earlier version of Quire that did not record whose change it was',
  signedOutWithWaiting: (count: number) =>
    `${count} ${count === 1 ? 'change' : 'changes'} made offline ${count === 1 ? 'stays' : 'stay'} on this device and ${count === 1 ? 'syncs' : 'sync'} when you sign in here again`,
  syncLogHeading: 'Sync log',
  continueFrom: (chapter: number, device: string, ago: string) =>
    `Continue from Chapter ${chapter} (read on ${device}, ${ago})?`,
  continueJump: (chapter: number) => `Go to Chapter ${chapter}`,
  continueStay: 'Stay here',
} as const;

/** How a device is named in the "Continue from" question. */
export const DEVICE_NAMES: Record<DeviceKind, string> = {
  phone: 'your phone',
  tablet: 'your tablet',
  computer: 'your computer',
  'e-reader': 'your e-reader',
};

/** "just now", "5 min ago", "2 h ago", "3 d ago": how long ago a place was read, for the question. */
export function readAgo(readAt: Date, now: Date = new Date()): string {
  const minutes = Math.floor(Math.max(0, now.getTime() - readAt.getTime()) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  return `${Math.floor(hours / 24)} d ago`;
}
