import { FONT_SIZE_MAX, FONT_SIZE_MIN, FONT_SIZE_STEP, READER_THEMES } from '@quire/shared/constants';
import {
  READER_FONT_FAMILIES,
  READER_LINE_HEIGHT_MAX,
  READER_LINE_HEIGHT_MIN,
  READER_LINE_HEIGHT_STEP,
  READER_TEXT_WIDTHS,
} from '@quire/shared/constants/reader';
import type { ReaderSettings } from '@quire/shared/schemas/reader';
import { clsx } from 'clsx';
import { FONT_FAMILY_LABELS } from '@quire/shared/messages/comfort';
import { Check, Minus, Plus } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { type ReaderSettingsChange, stepFontSize } from '../hooks/use-reader-settings';
import {
  FONT_CLASS,
  READER_THEME_LABELS,
  READER_THEME_SWATCHES,
  TEXT_WIDTH_LABELS,
} from '../lib/reader-themes';

/**
 * Font size minus/plus, bounded 12..24, step 1. A press asks for one step (`onStep(±1)`), applied to
 * the size as it is then, so presses faster than a render all count.
 */
export function FontSizeControl({
  fontSize,
  onStep,
  size = 'md',
}: {
  fontSize: number;
  onStep: (delta: number) => void;
  size?: 'md' | 'lg';
}) {
  const button = clsx(
    'grid place-items-center rounded-full transition hover:bg-(--reader-surface) active:scale-95 disabled:opacity-35 disabled:pointer-events-none',
    size === 'lg' ? 'size-12' : 'size-10',
  );
  return (
    <fieldset
      aria-label="Font size"
      className={clsx(
        'inline-flex items-center rounded-full border border-(--reader-border)',
        size === 'lg' && 'w-full justify-between bg-(--reader-bg) p-1',
      )}
    >
      <button
        type="button"
        className={button}
        aria-label="Decrease font size"
        title="Smaller text (−)"
        disabled={fontSize <= FONT_SIZE_MIN}
        onClick={() => onStep(-FONT_SIZE_STEP)}
      >
        <span aria-hidden="true" className="flex items-baseline font-serif">
          <span className="text-sm">A</span>
          <Minus className="ml-px size-3" strokeWidth={2.5} />
        </span>
      </button>
      <output aria-live="polite" className="min-w-[2.75rem] text-center text-sm font-semibold tabular-nums">
        <span className="sr-only">Font size </span>
        {fontSize}
      </output>
      <button
        type="button"
        className={button}
        aria-label="Increase font size"
        title="Larger text (+)"
        disabled={fontSize >= FONT_SIZE_MAX}
        onClick={() => onStep(FONT_SIZE_STEP)}
      >
        <span aria-hidden="true" className="flex items-baseline font-serif">
          <span className="text-lg">A</span>
          <Plus className="ml-px size-3" strokeWidth={2.5} />
        </span>
      </button>
    </fieldset>
  );
}

/** The three themes as swatches ("Aa" in each theme's colours). */
export function ThemePicker({
  theme,
  onChange,
  size = 'md',
}: {
  theme: ReaderSettings['theme'];
  onChange: (theme: ReaderSettings['theme']) => void;
  size?: 'md' | 'lg';
}) {
  return (
    <fieldset aria-label="Theme" className={clsx('flex', size === 'lg' ? 'gap-3 p-1' : 'gap-1.5')}>
      {READER_THEMES.map((option) => {
        const selected = option === theme;
        return (
          <button
            key={option}
            type="button"
            aria-pressed={selected}
            aria-label={`${READER_THEME_LABELS[option]} theme`}
            title={`${READER_THEME_LABELS[option]} theme`}
            onClick={() => onChange(option)}
            style={READER_THEME_SWATCHES[option]}
            className={clsx(
              'relative grid place-items-center rounded-full font-serif font-semibold transition active:scale-95',
              'ring-offset-2 ring-offset-(--reader-bg)',
              selected
                ? 'ring-2 ring-(--reader-accent)'
                : 'ring-1 ring-(--reader-border) hover:ring-(--reader-muted)',
              size === 'lg' ? 'h-14 flex-1 text-base' : 'size-9 text-sm',
            )}
          >
            {size === 'lg' ? (
              <span className="flex items-center gap-1.5">
                {selected ? <Check className="size-4" aria-hidden="true" /> : null}
                {READER_THEME_LABELS[option]}
              </span>
            ) : (
              <span aria-hidden="true">Aa</span>
            )}
          </button>
        );
      })}
    </fieldset>
  );
}

function Segmented<T extends string>({
  legend,
  value,
  options,
  onChange,
  renderOption,
}: {
  legend: string;
  value: T;
  options: readonly T[];
  onChange: (value: T) => void;
  renderOption: (option: T) => ReactNode;
}) {
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold">{legend}</legend>
      <div className="flex gap-1 rounded-xl bg-(--reader-surface) p-1">
        {options.map((option) => (
          <label
            key={option}
            className={clsx(
              'relative flex min-h-11 flex-1 cursor-pointer items-center justify-center rounded-lg px-2 text-sm transition',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-(--reader-accent)',
              option === value
                ? 'bg-(--reader-raised) font-semibold shadow-sm'
                : 'text-(--reader-muted) hover:text-(--reader-fg)',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={option === value}
              onChange={() => onChange(option)}
              className="sr-only"
            />
            {renderOption(option)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** An on/off setting as a labelled switch with a one-line hint. */
export function SettingSwitch({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  const hintId = useId();
  return (
    <div className="flex items-center justify-between gap-4">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
        {hint ? (
          <span id={hintId} className="block text-xs font-normal text-(--reader-muted)">
            {hint}
          </span>
        ) : null}
      </label>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={hint ? hintId : undefined}
        onClick={() => onChange(!checked)}
        className={clsx(
          'relative h-7 w-12 shrink-0 rounded-full transition',
          checked ? 'bg-(--reader-accent)' : 'bg-(--reader-border)',
        )}
      >
        <span
          aria-hidden="true"
          className={clsx(
            'absolute top-1 left-1 size-5 rounded-full bg-white shadow transition-transform',
            checked && 'translate-x-5',
          )}
        />
      </button>
    </div>
  );
}

/** Every reader setting: size, theme, font, line spacing, width, justification, then `children` (more comfort settings). */
export function DisplaySettings({
  settings,
  onChange,
  children,
}: {
  settings: ReaderSettings;
  onChange: (change: ReaderSettingsChange) => void;
  children?: ReactNode;
}) {
  const lineHeightId = useId();
  return (
    <div className="space-y-6">
      <div>
        <p className="mb-2 text-sm font-semibold">Text size</p>
        <FontSizeControl
          size="lg"
          fontSize={settings.fontSize}
          onStep={(delta) => onChange(stepFontSize(delta))}
        />
      </div>
      <div>
        <p className="mb-2 text-sm font-semibold">Theme</p>
        <ThemePicker size="lg" theme={settings.theme} onChange={(theme) => onChange({ theme })} />
      </div>
      <Segmented
        legend="Font"
        value={settings.fontFamily}
        options={READER_FONT_FAMILIES}
        onChange={(fontFamily) => onChange({ fontFamily })}
        renderOption={(option) => <span className={FONT_CLASS[option]}>{FONT_FAMILY_LABELS[option]}</span>}
      />
      <div>
        <div className="mb-2 flex items-baseline justify-between">
          <label htmlFor={lineHeightId} className="text-sm font-semibold">
            Line spacing
          </label>
          <span className="text-sm text-(--reader-muted) tabular-nums">{settings.lineHeight.toFixed(1)}</span>
        </div>
        <input
          id={lineHeightId}
          type="range"
          min={READER_LINE_HEIGHT_MIN}
          max={READER_LINE_HEIGHT_MAX}
          step={READER_LINE_HEIGHT_STEP}
          value={settings.lineHeight}
          onChange={(event) => onChange({ lineHeight: Math.round(Number(event.target.value) * 10) / 10 })}
          className="h-11 w-full cursor-pointer accent-(--reader-accent)"
        />
      </div>
      <Segmented
        legend="Text width"
        value={settings.textWidth}
        options={READER_TEXT_WIDTHS}
        onChange={(textWidth) => onChange({ textWidth })}
        renderOption={(option) => TEXT_WIDTH_LABELS[option]}
      />
      <SettingSwitch
        label="Justify text"
        hint="Even right edges"
        checked={settings.justify}
        onChange={(justify) => onChange({ justify })}
      />
      {children}
    </div>
  );
}
