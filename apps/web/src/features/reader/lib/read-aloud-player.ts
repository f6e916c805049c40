import { sentences } from '@quire/shared/chapter-text';

/** One sentence to speak: where it is in the chapter (paragraph index, offsets in its displayed text). */
export interface SpokenSentence {
  paragraph: number;
  start: number;
  end: number;
  text: string;
}

/**
 * Every sentence of a chapter in reading order, in the shared coordinate system: its text blocks
 * (decision 049), whose text never includes a note's mark.
 */
export function chapterSentences(paragraphs: readonly string[], locale?: string): SpokenSentence[] {
  return paragraphs.flatMap((paragraph, index) =>
    sentences(paragraph, locale).map((sentence) => ({ paragraph: index, ...sentence })),
  );
}

/** What the player needs from the browser's speech synthesis (a stub in tests). */
export interface SpeechPort {
  speak(
    text: string,
    options: { rate: number; voiceURI: string | null },
    handlers: { onEnd: () => void; onError: (error: string) => void },
  ): void;
  cancel(): void;
}

export type SleepTimer = { kind: 'off' } | { kind: 'minutes'; minutes: number } | { kind: 'chapter' };

export type PlayerStatus = 'idle' | 'playing' | 'paused' | 'loading';
/** Why the player stopped by itself, for the message it shows. */
export type StopReason = 'finished' | 'sleep' | 'failed' | null;

export interface PlayerState {
  status: PlayerStatus;
  /** The sentence being (or about to be) spoken; -1 when none. */
  index: number;
  sentence: SpokenSentence | null;
  total: number;
  rate: number;
  voiceURI: string | null;
  sleep: SleepTimer;
  stopReason: StopReason;
}

export interface PlayerHooks {
  /** The last sentence of the chapter ended: answer true when the next chapter will be loaded. */
  onChapterEnd: () => boolean;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

/** Errors a `cancel()` of our own makes the current utterance report: not failures. */
const OWN_CANCEL_ERRORS = new Set(['interrupted', 'canceled']);

/**
 * Read-aloud as a small state machine: one utterance per sentence (long utterances stop short in
 * some browsers), each handled only while it is the current one, so a cancel's late `end` or
 * `error` never skips a sentence. Pause cancels and resume speaks the sentence again from its
 * start (the engines' own pause is unreliable). At the end of a chapter it asks for the next one
 * and waits (`loading`) until `load` brings it, unless the sleep timer says to stop there.
 */
export class ReadAloudPlayer {
  private sentences: SpokenSentence[] = [];
  private generation = 0;
  private sleepHandle: unknown = null;
  private state: PlayerState;

  constructor(
    private readonly port: SpeechPort,
    private readonly hooks: PlayerHooks,
    private readonly onChange: (state: PlayerState) => void,
    initial: { rate: number; voiceURI: string | null },
  ) {
    this.state = {
      status: 'idle',
      index: -1,
      sentence: null,
      total: 0,
      rate: initial.rate,
      voiceURI: initial.voiceURI,
      sleep: { kind: 'off' },
      stopReason: null,
    };
  }

  get current(): PlayerState {
    return this.state;
  }

  /** A chapter's sentences; while waiting for the next chapter, playing goes on from its start. */
  load(sentences: SpokenSentence[]) {
    const continuing = this.state.status === 'loading';
    this.sentences = sentences;
    if (continuing) {
      this.speakAt(0);
      return;
    }
    if (this.state.status !== 'idle') this.stop();
    this.update({ total: sentences.length, index: -1, sentence: null });
  }

  /** Starts at `index` (default: the first sentence, or where a pause left off). */
  play(index?: number) {
    this.update({ stopReason: null });
    const from = index ?? (this.state.index >= 0 ? this.state.index : 0);
    this.speakAt(from);
  }

  pause() {
    if (this.state.status !== 'playing') return;
    this.generation++;
    this.port.cancel();
    this.update({ status: 'paused' });
  }

  resume() {
    if (this.state.status === 'paused') this.speakAt(Math.max(0, this.state.index));
  }

  toggle() {
    if (this.state.status === 'playing') this.pause();
    else if (this.state.status === 'paused') this.resume();
    else if (this.state.status === 'idle') this.play();
  }

  stop(reason: StopReason = null) {
    this.generation++;
    this.port.cancel();
    this.clearSleep();
    this.update({ status: 'idle', stopReason: reason, sleep: { kind: 'off' } });
  }

  next() {
    if (this.state.index < this.sentences.length - 1) this.jump(this.state.index + 1);
  }

  previous() {
    this.jump(Math.max(0, this.state.index - 1));
  }

  setRate(rate: number) {
    this.update({ rate });
    if (this.state.status === 'playing') this.speakAt(this.state.index);
  }

  setVoice(voiceURI: string | null) {
    this.update({ voiceURI });
    if (this.state.status === 'playing') this.speakAt(this.state.index);
  }

  setSleep(sleep: SleepTimer) {
    this.clearSleep();
    if (sleep.kind === 'minutes') {
      const set = this.hooks.setTimer ?? ((run: () => void, ms: number) => setTimeout(run, ms));
      this.sleepHandle = set(() => this.stop('sleep'), sleep.minutes * 60_000);
    }
    this.update({ sleep });
  }

  /** Stops speaking for good (the reader closes). */
  dispose() {
    this.generation++;
    this.port.cancel();
    this.clearSleep();
  }

  private jump(index: number) {
    if (this.state.status === 'playing') this.speakAt(index);
    else if (this.sentences[index])
      this.update({
        index,
        sentence: this.sentences[index] ?? null,
        status: this.state.status === 'idle' ? 'paused' : this.state.status,
      });
  }

  private speakAt(index: number) {
    const sentence = this.sentences[index];
    if (!sentence) {
      this.chapterEnded();
      return;
    }
    const generation = ++this.generation;
    this.port.cancel();
    this.update({ status: 'playing', index, sentence, total: this.sentences.length });
    this.port.speak(
      sentence.text,
      { rate: this.state.rate, voiceURI: this.state.voiceURI },
      {
        onEnd: () => {
          if (generation === this.generation) this.speakAt(index + 1);
        },
        onError: (error) => {
          if (generation !== this.generation || OWN_CANCEL_ERRORS.has(error)) return;
          this.stop('failed');
        },
      },
    );
  }

  private chapterEnded() {
    if (this.state.sleep.kind === 'chapter') {
      this.stop('sleep');
      return;
    }
    this.generation++;
    this.update({ status: 'loading', sentence: null });
    if (!this.hooks.onChapterEnd()) this.stop('finished');
  }

  private clearSleep() {
    if (this.sleepHandle === null) return;
    (this.hooks.clearTimer ?? ((handle: unknown) => clearTimeout(handle as number)))(this.sleepHandle);
    this.sleepHandle = null;
  }

  private update(patch: Partial<PlayerState>) {
    this.state = { ...this.state, ...patch };
    this.onChange(this.state);
  }
}
