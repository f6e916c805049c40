import { chapterDocOf, docParagraphs } from '@quire/shared/chapter-doc';
import { languageCode } from '@quire/shared/language';
import type { ChapterResponse } from '@quire/shared/schemas/reader';
import { type RefObject, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  chapterSentences,
  type PlayerState,
  ReadAloudPlayer,
  type SleepTimer,
  type SpeechPort,
} from '../lib/read-aloud-player';
import { clearSentence, keepInView, showSentence } from '../lib/sentence-highlight';

export const READ_ALOUD_RATES = [0.75, 1, 1.25, 1.5, 1.75, 2] as const;
const PREFERENCES_KEY = 'quire.read-aloud';
/** How long a first Listen waits for the browser to list its voices before saying it has none. */
const VOICES_WAIT_MS = 1500;

interface ReadAloudPreferences {
  rate: number;
  voiceURI: string | null;
}

/** Speed and voice are remembered on this device (voices differ from one device to the next). */
function loadPreferences(): ReadAloudPreferences {
  try {
    const stored = JSON.parse(localStorage.getItem(PREFERENCES_KEY) ?? '{}') as Partial<ReadAloudPreferences>;
    const rate = READ_ALOUD_RATES.includes(stored.rate as never) ? (stored.rate as number) : 1;
    return { rate, voiceURI: typeof stored.voiceURI === 'string' ? stored.voiceURI : null };
  } catch {
    return { rate: 1, voiceURI: null };
  }
}

function savePreferences(preferences: ReadAloudPreferences) {
  try {
    localStorage.setItem(PREFERENCES_KEY, JSON.stringify(preferences));
  } catch {
    // Private mode or a full store: the choice lasts for this visit.
  }
}

const synthesis = (): SpeechSynthesis | undefined =>
  typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : undefined;

/** The browser's speech synthesis behind the player's port: one utterance at a time. */
function browserSpeech(voices: () => SpeechSynthesisVoice[], lang: () => string | undefined): SpeechPort {
  // Held until it ends: an utterance collected early never fires its `end` (Chrome).
  let speaking: SpeechSynthesisUtterance | null = null;
  return {
    speak(text, { rate, voiceURI }, { onEnd, onError }) {
      const engine = synthesis();
      if (!engine) return onError('unsupported');
      const utterance = new SpeechSynthesisUtterance(text);
      const voice = voices().find((candidate) => candidate.voiceURI === voiceURI);
      if (voice) utterance.voice = voice;
      const language = voice?.lang ?? lang();
      if (language) utterance.lang = language;
      utterance.rate = rate;
      utterance.onend = () => {
        if (speaking === utterance) speaking = null;
        onEnd();
      };
      utterance.onerror = (event) => {
        if (speaking === utterance) speaking = null;
        onError(event.error);
      };
      speaking = utterance;
      engine.speak(utterance);
    },
    cancel() {
      speaking = null;
      synthesis()?.cancel();
    },
  };
}

/**
 * The language tag of a book's language as the book form stores it (a name such as "English" or
 * "French"), found among the voices' languages; else the page's language.
 */
export function languageTagFor(
  bookLanguage: string | undefined,
  voices: SpeechSynthesisVoice[],
): string | undefined {
  const wanted = languageCode(bookLanguage)?.split('-')[0];
  if (wanted && voices.some((voice) => voice.lang.split(/[-_]/)[0]?.toLowerCase() === wanted)) return wanted;
  return typeof navigator !== 'undefined' ? navigator.language : undefined;
}

export type ReadAloudAvailability = 'unknown' | 'available' | 'no-voices' | 'unsupported';

/**
 * Read-aloud for the chapter on screen: the player, the voices, the highlight of the sentence
 * being spoken (kept in view) and the move to the next chapter through the reader's own
 * navigation (`goNext`), so it follows whatever loads chapters (the network or a download).
 */
export function useReadAloud({
  chapter,
  hasNext,
  goNext,
  textRef,
  scrollerRef,
  bookLanguage,
}: {
  chapter: ChapterResponse | undefined;
  hasNext: boolean;
  goNext: () => void;
  textRef: RefObject<HTMLElement | null>;
  scrollerRef: RefObject<HTMLElement | null>;
  /** The book's language as stored on the book ("English"): its voices are offered first. */
  bookLanguage?: string;
}) {
  const [voices, setVoices] = useState<SpeechSynthesisVoice[]>(() => synthesis()?.getVoices() ?? []);
  const [availability, setAvailability] = useState<ReadAloudAvailability>(() =>
    synthesis() ? 'unknown' : 'unsupported',
  );
  const [open, setOpen] = useState(false);
  const voicesRef = useRef(voices);
  voicesRef.current = voices;
  const language = useMemo(() => languageTagFor(bookLanguage, voices), [bookLanguage, voices]);
  const languageRef = useRef(language);
  languageRef.current = language;
  const nextRef = useRef({ hasNext, goNext });
  nextRef.current = { hasNext, goNext };

  const [state, setState] = useState<PlayerState | null>(null);
  const player = useMemo(() => {
    const preferences = loadPreferences();
    return new ReadAloudPlayer(
      browserSpeech(
        () => voicesRef.current,
        () => languageRef.current,
      ),
      {
        onChapterEnd: () => {
          if (!nextRef.current.hasNext) return false;
          nextRef.current.goNext();
          return true;
        },
      },
      setState,
      preferences,
    );
  }, []);
  const current = state ?? player.current;

  useEffect(() => {
    const engine = synthesis();
    if (!engine) return;
    const onVoices = () => setVoices(engine.getVoices());
    engine.addEventListener?.('voiceschanged', onVoices);
    return () => engine.removeEventListener?.('voiceschanged', onVoices);
  }, []);

  useEffect(() => () => player.dispose(), [player]);

  // A new chapter on screen: its sentences (continuing if the player was waiting for it).
  // Keyed by the text, not the answer object: a vote or a refetch must not restart the chapter
  // (nor the voices arriving: sentence breaks do not depend on the language closely enough).
  const content = chapter?.content;
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the text (see above), not the answer object
  const sentences = useMemo(
    () => (chapter ? chapterSentences(docParagraphs(chapterDocOf(chapter))) : null),
    [content],
  );
  useEffect(() => {
    if (sentences) player.load(sentences);
  }, [player, sentences]);

  // The spoken sentence highlighted and kept in view; nothing highlighted when stopped.
  const sentence = current.status === 'idle' ? null : current.sentence;
  useEffect(() => {
    const text = textRef.current;
    if (!text) return;
    let frame = 0;
    const show = (attempt: number) => {
      const range = showSentence(text, sentence);
      // The chapter may still be rendering: try again on the next frames.
      if (sentence && !range && attempt < 10) frame = requestAnimationFrame(() => show(attempt + 1));
      else if (range && scrollerRef.current) keepInView(scrollerRef.current, range);
    };
    show(0);
    return () => cancelAnimationFrame(frame);
  }, [sentence, textRef, scrollerRef]);
  useEffect(() => () => clearSentence(textRef.current), [textRef]);

  /** Finds out whether the browser can speak at all (voices arrive late in some browsers). */
  const checkVoices = useCallback(async (): Promise<boolean> => {
    const engine = synthesis();
    if (!engine) {
      setAvailability('unsupported');
      return false;
    }
    let list = engine.getVoices();
    if (list.length === 0) {
      list = await new Promise<SpeechSynthesisVoice[]>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          engine.removeEventListener?.('voiceschanged', done);
          resolve(engine.getVoices());
        };
        const timer = setTimeout(done, VOICES_WAIT_MS);
        engine.addEventListener?.('voiceschanged', done);
      });
    }
    setVoices(list);
    const available = list.length > 0;
    setAvailability(available ? 'available' : 'no-voices');
    return available;
  }, []);

  /** Listen (start, or pause/resume while playing): the player bar opens either way. */
  const toggle = useCallback(async () => {
    setOpen(true);
    if (current.status === 'playing' || current.status === 'paused') {
      player.toggle();
      return;
    }
    if (!(await checkVoices())) return;
    player.play();
  }, [current.status, player, checkVoices]);

  const close = useCallback(() => {
    player.stop();
    setOpen(false);
  }, [player]);

  const setRate = useCallback(
    (rate: number) => {
      player.setRate(rate);
      savePreferences({ rate, voiceURI: player.current.voiceURI });
    },
    [player],
  );
  const setVoice = useCallback(
    (voiceURI: string | null) => {
      player.setVoice(voiceURI);
      savePreferences({ rate: player.current.rate, voiceURI });
    },
    [player],
  );
  const setSleep = useCallback((sleep: SleepTimer) => player.setSleep(sleep), [player]);

  return {
    open,
    /** The book's language tag (else the page's): voices in it are listed first. */
    language,
    state: current,
    availability,
    voices,
    toggle,
    close,
    play: () => player.play(),
    pause: () => player.pause(),
    resume: () => player.resume(),
    next: () => player.next(),
    previous: () => player.previous(),
    setRate,
    setVoice,
    setSleep,
  };
}

export type ReadAloud = ReturnType<typeof useReadAloud>;
