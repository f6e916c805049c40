import {
  READ_ALOUD_MESSAGES,
  sentenceOfText,
  sleepAfterLabel,
  sleepChoiceLabel,
} from '@quire/shared/messages/read-aloud';
import { clsx } from 'clsx';
import { Headphones, Pause, Play, SkipBack, SkipForward, X } from 'lucide-react';
import { useId, useMemo } from 'react';
import { READ_ALOUD_RATES, type ReadAloud } from '../hooks/use-read-aloud';
import type { SleepTimer } from '../lib/read-aloud-player';
import { ReaderIconButton } from './reader-icon-button';

const SLEEP_MINUTES = [15, 30, 60] as const;

const sleepValue = (sleep: SleepTimer) =>
  sleep.kind === 'minutes' ? String(sleep.minutes) : sleep.kind === 'chapter' ? 'chapter' : 'off';
const sleepFrom = (value: string): SleepTimer =>
  value === 'chapter'
    ? { kind: 'chapter' }
    : value === 'off'
      ? { kind: 'off' }
      : { kind: 'minutes', minutes: Number(value) };

const languageName = (tag: string) => {
  try {
    return new Intl.DisplayNames(undefined, { type: 'language' }).of(tag) ?? tag;
  } catch {
    return tag;
  }
};

/** Voices grouped by language, the book's (or the page's) language first. */
function groupVoices(voices: SpeechSynthesisVoice[], preferred: string | undefined) {
  const groups = new Map<string, SpeechSynthesisVoice[]>();
  for (const voice of voices) {
    const base = voice.lang.split(/[-_]/)[0]?.toLowerCase() || 'und';
    groups.set(base, [...(groups.get(base) ?? []), voice]);
  }
  const first = preferred?.split(/[-_]/)[0]?.toLowerCase();
  return [...groups.entries()]
    .map(([lang, list]) => ({ lang, label: languageName(lang), voices: list }))
    .sort((a, b) => (a.lang === first ? -1 : b.lang === first ? 1 : a.label.localeCompare(b.label)));
}

const selectClass =
  'h-9 min-w-0 rounded-full border border-(--reader-border) bg-(--reader-bg) px-3 text-sm text-(--reader-fg) focus-visible:outline-2 focus-visible:outline-(--reader-accent)';

/**
 * The compact player: previous / play-pause / next sentence, where it is, speed, voice and the
 * sleep timer; or, where the browser cannot speak, a sentence saying so.
 */
export function ReadAloudBar({ readAloud }: { readAloud: ReadAloud }) {
  const { state, availability, voices } = readAloud;
  const ids = { speed: useId(), voice: useId(), sleep: useId() };
  const groups = useMemo(() => groupVoices(voices, readAloud.language), [voices, readAloud.language]);
  if (!readAloud.open) return null;
  const unavailable =
    availability === 'unsupported'
      ? READ_ALOUD_MESSAGES.unsupported
      : availability === 'no-voices'
        ? READ_ALOUD_MESSAGES.noVoices
        : null;
  const stopped =
    state.status === 'idle'
      ? state.stopReason === 'failed'
        ? READ_ALOUD_MESSAGES.failed
        : state.stopReason === 'sleep'
          ? READ_ALOUD_MESSAGES.sleeping
          : state.stopReason === 'finished'
            ? READ_ALOUD_MESSAGES.finished
            : null
      : null;
  const playing = state.status === 'playing' || state.status === 'loading';

  return (
    <section
      aria-label={READ_ALOUD_MESSAGES.player}
      data-read-aloud-status={unavailable ? 'unavailable' : state.status}
      data-read-aloud-sentence={state.status !== 'idle' && state.sentence ? state.sentence.text : undefined}
      className="pointer-events-auto mx-auto w-full max-w-3xl rounded-2xl border border-(--reader-border) bg-(--reader-raised) p-2 font-sans text-(--reader-fg) shadow-lg sm:p-2.5"
    >
      {unavailable ? (
        <div className="flex items-center gap-3 pl-2">
          <Headphones className="size-5 shrink-0 text-(--reader-muted)" aria-hidden="true" />
          <p role="status" className="flex-1 text-sm">
            {unavailable}
          </p>
          <ReaderIconButton label={READ_ALOUD_MESSAGES.stop} onClick={readAloud.close}>
            <X className="size-5" aria-hidden="true" />
          </ReaderIconButton>
        </div>
      ) : (
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1.5">
          <div className="flex items-center">
            <ReaderIconButton
              label={READ_ALOUD_MESSAGES.previousSentence}
              onClick={readAloud.previous}
              disabled={state.index <= 0}
            >
              <SkipBack className="size-5" aria-hidden="true" />
            </ReaderIconButton>
            <button
              type="button"
              onClick={() =>
                playing
                  ? readAloud.pause()
                  : state.status === 'paused'
                    ? readAloud.resume()
                    : readAloud.play()
              }
              aria-label={
                playing
                  ? READ_ALOUD_MESSAGES.pause
                  : state.status === 'paused'
                    ? READ_ALOUD_MESSAGES.resume
                    : READ_ALOUD_MESSAGES.listen
              }
              className="grid size-11 place-items-center rounded-full bg-(--reader-accent) text-(--reader-accent-fg) transition hover:brightness-110 active:scale-95"
            >
              {playing ? (
                <Pause className="size-5" aria-hidden="true" />
              ) : (
                <Play className="size-5 translate-x-px" aria-hidden="true" />
              )}
            </button>
            <ReaderIconButton
              label={READ_ALOUD_MESSAGES.nextSentence}
              onClick={readAloud.next}
              disabled={state.index >= state.total - 1}
            >
              <SkipForward className="size-5" aria-hidden="true" />
            </ReaderIconButton>
          </div>
          <p
            aria-live="polite"
            className="min-w-[7.5rem] flex-1 truncate text-xs text-(--reader-muted) tabular-nums sm:text-sm"
          >
            {stopped ??
              (state.total > 0 && state.index >= 0
                ? sentenceOfText(state.index + 1, state.total)
                : READ_ALOUD_MESSAGES.listen)}
          </p>
          <ReaderIconButton
            label={READ_ALOUD_MESSAGES.stop}
            onClick={readAloud.close}
            className="sm:order-last"
          >
            <X className="size-5" aria-hidden="true" />
          </ReaderIconButton>
          <div className="flex w-full gap-1.5 sm:w-auto">
            <label htmlFor={ids.speed} className="sr-only">
              {READ_ALOUD_MESSAGES.speed}
            </label>
            <select
              id={ids.speed}
              value={state.rate}
              onChange={(event) => readAloud.setRate(Number(event.target.value))}
              className={clsx(selectClass, 'w-[4.5rem] shrink-0')}
            >
              {READ_ALOUD_RATES.map((rate) => (
                <option key={rate} value={rate}>
                  {rate}×
                </option>
              ))}
            </select>
            <label htmlFor={ids.voice} className="sr-only">
              {READ_ALOUD_MESSAGES.voice}
            </label>
            <select
              id={ids.voice}
              value={state.voiceURI ?? ''}
              onChange={(event) => readAloud.setVoice(event.target.value || null)}
              className={clsx(selectClass, 'flex-1 sm:w-40 sm:flex-none')}
            >
              <option value="">{READ_ALOUD_MESSAGES.defaultVoice}</option>
              {groups.map((group) => (
                <optgroup key={group.lang} label={group.label}>
                  {group.voices.map((voice) => (
                    <option key={voice.voiceURI} value={voice.voiceURI}>
                      {voice.name}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
            <label htmlFor={ids.sleep} className="sr-only">
              {READ_ALOUD_MESSAGES.sleepTimer}
            </label>
            <select
              id={ids.sleep}
              value={sleepValue(state.sleep)}
              onChange={(event) => readAloud.setSleep(sleepFrom(event.target.value))}
              className={clsx(selectClass, 'w-[7.25rem] shrink-0')}
              title={READ_ALOUD_MESSAGES.sleepTimer}
            >
              <option value="off">{sleepChoiceLabel(READ_ALOUD_MESSAGES.sleepOff)}</option>
              {SLEEP_MINUTES.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {sleepAfterLabel(minutes)}
                </option>
              ))}
              <option value="chapter">{sleepChoiceLabel(READ_ALOUD_MESSAGES.sleepEndOfChapter)}</option>
            </select>
          </div>
        </div>
      )}
    </section>
  );
}
