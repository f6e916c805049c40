import { readerParagraphs } from '@quire/shared/chapter-text';
import { describe, expect, it } from 'vitest';
import { chapterSentences, type PlayerState, ReadAloudPlayer, type SpeechPort } from './read-aloud-player';

/** A speech engine that records what it is asked to say and lets the test end or fail it. */
function fakeSpeech() {
  const spoken: { text: string; rate: number; voiceURI: string | null }[] = [];
  let current: { onEnd: () => void; onError: (error: string) => void } | null = null;
  let cancels = 0;
  const port: SpeechPort = {
    speak(text, options, handlers) {
      spoken.push({ text, ...options });
      current = handlers;
    },
    cancel() {
      cancels++;
      // Like Chrome: cancelling makes the utterance being spoken report an error late.
      const late = current;
      current = null;
      if (late) queueMicrotask(() => late.onError('interrupted'));
    },
  };
  return {
    port,
    spoken,
    end: () => current?.onEnd(),
    fail: (error: string) => current?.onError(error),
    cancels: () => cancels,
  };
}

const CHAPTER_ONE = 'The rain stopped. Wren looked up.\n\nMr. Hale waved.';
const CHAPTER_TWO = 'Morning came.';

function setup(onChapterEnd: () => boolean = () => false) {
  const speech = fakeSpeech();
  const states: PlayerState[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const player = new ReadAloudPlayer(
    speech.port,
    {
      onChapterEnd,
      setTimer: (run, ms) => timers.push({ run, ms }),
      clearTimer: () => timers.splice(0),
    },
    (state) => states.push(state),
    { rate: 1, voiceURI: null },
  );
  player.load(chapterSentences(readerParagraphs(CHAPTER_ONE), 'en'));
  return { speech, player, timers, states };
}

describe('chapterSentences', () => {
  it('lists sentences with their paragraph and offsets', () => {
    expect(chapterSentences(readerParagraphs(CHAPTER_ONE), 'en')).toEqual([
      { paragraph: 0, start: 0, end: 17, text: 'The rain stopped.' },
      { paragraph: 0, start: 18, end: 33, text: 'Wren looked up.' },
      { paragraph: 1, start: 0, end: 15, text: 'Mr. Hale waved.' },
    ]);
  });
});

describe('ReadAloudPlayer', () => {
  it('speaks sentence by sentence, one utterance each', async () => {
    const { speech, player } = setup();
    player.play();
    expect(player.current).toMatchObject({ status: 'playing', index: 0 });
    speech.end();
    await Promise.resolve();
    expect(player.current.sentence?.text).toBe('Wren looked up.');
    speech.end();
    expect(speech.spoken.map((s) => s.text)).toEqual([
      'The rain stopped.',
      'Wren looked up.',
      'Mr. Hale waved.',
    ]);
  });

  it('pauses and resumes the same sentence, ignoring the cancelled utterance', async () => {
    const { speech, player } = setup();
    player.play();
    speech.end();
    player.pause();
    await Promise.resolve();
    expect(player.current).toMatchObject({ status: 'paused', index: 1 });
    player.resume();
    expect(speech.spoken.map((s) => s.text)).toEqual([
      'The rain stopped.',
      'Wren looked up.',
      'Wren looked up.',
    ]);
    expect(player.current.status).toBe('playing');
  });

  it('moves to the previous and next sentence', async () => {
    const { speech, player } = setup();
    player.play();
    player.next();
    player.next();
    await Promise.resolve();
    expect(player.current.sentence?.text).toBe('Mr. Hale waved.');
    player.next();
    expect(player.current.index).toBe(2);
    player.previous();
    expect(speech.spoken.at(-1)?.text).toBe('Wren looked up.');
  });

  it('asks for the next chapter at the end and goes on with it', () => {
    let asked = 0;
    const { speech, player } = setup(() => {
      asked++;
      return true;
    });
    player.play(2);
    speech.end();
    expect(asked).toBe(1);
    expect(player.current.status).toBe('loading');
    player.load(chapterSentences(readerParagraphs(CHAPTER_TWO), 'en'));
    expect(player.current).toMatchObject({ status: 'playing', index: 0, total: 1 });
    expect(speech.spoken.at(-1)?.text).toBe('Morning came.');
  });

  it('finishes when there is no next chapter', () => {
    const { speech, player } = setup(() => false);
    player.play(2);
    speech.end();
    expect(player.current).toMatchObject({ status: 'idle', stopReason: 'finished' });
  });

  it('stops at the end of the chapter on that sleep timer, and after the minutes on the other', () => {
    const first = setup(() => true);
    first.player.setSleep({ kind: 'chapter' });
    first.player.play(2);
    first.speech.end();
    expect(first.player.current).toMatchObject({ status: 'idle', stopReason: 'sleep' });

    const second = setup();
    second.player.play();
    second.player.setSleep({ kind: 'minutes', minutes: 15 });
    expect(second.timers.map((t) => t.ms)).toEqual([15 * 60_000]);
    second.timers[0]?.run();
    expect(second.player.current).toMatchObject({ status: 'idle', stopReason: 'sleep' });
  });

  it('stops with a message when the voice fails, and speaks again at a new speed', () => {
    const { speech, player } = setup();
    player.play();
    player.setRate(1.5);
    expect(speech.spoken.at(-1)).toMatchObject({ text: 'The rain stopped.', rate: 1.5 });
    speech.fail('synthesis-failed');
    expect(player.current).toMatchObject({ status: 'idle', stopReason: 'failed' });
  });
});
