import { READER_PARAGRAPH_SPACINGS } from '@quire/shared/constants/reader';
import { COMFORT_MESSAGES, PARAGRAPH_SPACING_LABELS } from '@quire/shared/messages/comfort';
import type { ReaderSettings } from '@quire/shared/schemas/reader';
import { clsx } from 'clsx';
import { useId } from 'react';
import { useDeviceOnly } from '../hooks/use-comfort-settings';
import { SettingSwitch } from './display-controls';
import type { ReaderSettingsChange } from '../hooks/use-reader-settings';

/** Paragraph spacing as three choices. */
function ParagraphSpacing({
  value,
  onChange,
}: {
  value: ReaderSettings['paragraphSpacing'];
  onChange: (value: ReaderSettings['paragraphSpacing']) => void;
}) {
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold">{COMFORT_MESSAGES.paragraphSpacing}</legend>
      <div className="flex gap-1 rounded-xl bg-(--reader-surface) p-1">
        {READER_PARAGRAPH_SPACINGS.map((option) => (
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
            {PARAGRAPH_SPACING_LABELS[option]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * Reading comfort beyond size and theme: paragraph spacing, hyphenation, the reading ruler, and
 * whether these settings are this device's own.
 */
export function ComfortControls({
  settings,
  onChange,
}: {
  settings: ReaderSettings;
  onChange: (change: ReaderSettingsChange) => void;
}) {
  const device = useDeviceOnly();
  return (
    <>
      <ParagraphSpacing
        value={settings.paragraphSpacing}
        onChange={(paragraphSpacing) => onChange({ paragraphSpacing })}
      />
      <SettingSwitch
        label={COMFORT_MESSAGES.hyphenate}
        hint={COMFORT_MESSAGES.hyphenateHint}
        checked={settings.hyphenate}
        onChange={(hyphenate) => onChange({ hyphenate })}
      />
      <SettingSwitch
        label={COMFORT_MESSAGES.ruler}
        hint={COMFORT_MESSAGES.rulerHint}
        checked={settings.ruler}
        onChange={(ruler) => onChange({ ruler })}
      />
      {device ? (
        <div className="border-t border-(--reader-border) pt-5">
          <SettingSwitch
            label={COMFORT_MESSAGES.deviceOnly}
            hint={COMFORT_MESSAGES.deviceOnlyHint}
            checked={device.deviceOnly}
            onChange={device.setDeviceOnly}
          />
        </div>
      ) : null}
    </>
  );
}
