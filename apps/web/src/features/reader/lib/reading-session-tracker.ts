/** A finished stretch of reading, ready for POST /api/reading/sessions (minus book and chapter). */
export interface MeasuredSession {
  id: string;
  startedAt: string;
  endedAt: string;
  activeSeconds: number;
  wordsRead: number;
}

export interface SessionTrackerOptions {
  /** No activity for this long means the reader is idle; that gap is not reading time. */
  idleMs: number;
  /** Long sessions are cut into pieces this long, so a crash loses little. */
  maxSessionMs: number;
  /** Words per second no one reads faster than: caps words credited for skimming. */
  maxWordsPerSecond: number;
  newId?: () => string;
}

interface OpenSession {
  startedAt: number;
  lastActiveAt: number;
  activeMs: number;
  startPosition: number;
  maxPosition: number;
}

/**
 * Measures reading in one chapter: active time (activity gaps up to the idle limit count, longer
 * gaps end the session) and words read (how far the reader moved through the text, never more
 * than a plausible pace allows). Pure and clock-injected, so it is easy to test.
 */
export class ReadingSessionTracker {
  private open: OpenSession | null = null;
  private position = 0;
  private wordCount = 0;
  private scrollable = true;

  constructor(private readonly options: SessionTrackerOptions) {}

  /** The chapter's size and whether its text is taller than the screen. */
  setChapter(wordCount: number, scrollable: boolean) {
    this.wordCount = wordCount;
    this.scrollable = scrollable;
  }

  get isOpen() {
    return this.open !== null;
  }

  /** Starts measuring at `now` from `position` (0..1) if nothing is being measured. */
  begin(now: number, position = this.position) {
    this.position = position;
    if (this.open) return;
    this.open = {
      startedAt: now,
      lastActiveAt: now,
      activeMs: 0,
      startPosition: position,
      maxPosition: position,
    };
  }

  /** The reader moved to `position` (0..1) in the chapter. */
  moveTo(position: number) {
    this.position = position;
    if (this.open) this.open.maxPosition = Math.max(this.open.maxPosition, position);
  }

  /**
   * Scroll, key, pointer or becoming visible at `now`. Answers a finished session when this
   * activity ends one (after an idle gap, or when the session reached its maximum length).
   */
  activity(now: number): MeasuredSession | null {
    const open = this.open;
    if (!open) {
      this.begin(now);
      return null;
    }
    const gap = now - open.lastActiveAt;
    if (gap > this.options.idleMs) {
      const finished = this.finish();
      this.begin(now);
      return finished;
    }
    open.activeMs += Math.max(0, gap);
    open.lastActiveAt = now;
    if (open.lastActiveAt - open.startedAt >= this.options.maxSessionMs) {
      const finished = this.finish();
      this.begin(now);
      return finished;
    }
    return null;
  }

  /** Stops measuring at `now` (hidden, chapter change, close) and answers what was read, if anything. */
  end(now: number): MeasuredSession | null {
    const open = this.open;
    if (!open) return null;
    const gap = now - open.lastActiveAt;
    if (gap > 0 && gap <= this.options.idleMs) {
      open.activeMs += gap;
      open.lastActiveAt = now;
    }
    return this.finish();
  }

  private finish(): MeasuredSession | null {
    const open = this.open;
    this.open = null;
    if (!open) return null;
    const activeSeconds = Math.floor(open.activeMs / 1000);
    const moved = this.scrollable ? Math.max(0, open.maxPosition - open.startPosition) : 1;
    const wordsRead = Math.max(
      0,
      Math.min(
        this.wordCount,
        Math.round(moved * this.wordCount),
        Math.floor(activeSeconds * this.options.maxWordsPerSecond),
      ),
    );
    // A glance is not a reading session.
    if (activeSeconds < 1 || (activeSeconds < 5 && wordsRead === 0)) return null;
    return {
      id: this.options.newId ? this.options.newId() : crypto.randomUUID(),
      startedAt: new Date(open.startedAt).toISOString(),
      endedAt: new Date(open.lastActiveAt).toISOString(),
      activeSeconds,
      wordsRead,
    };
  }
}
