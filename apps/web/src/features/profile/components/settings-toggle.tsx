import { clsx } from 'clsx';
import { useId } from 'react';
import { settingLabel } from '../lib/setting-label';

interface SettingsToggleProps {
  /** The flag's camel-case name; the label is that name split into words. */
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  description?: string;
  disabled?: boolean;
}

/** One named boolean flag as a labelled switch. */
export function SettingsToggle({ name, checked, onChange, description, disabled }: SettingsToggleProps) {
  const labelId = useId();
  const descriptionId = useId();
  return (
    <div className="flex items-center justify-between gap-4 py-3.5">
      <div className="min-w-0">
        <p id={labelId} className="text-[0.9375rem] font-medium text-ink-900">
          {settingLabel(name)}
        </p>
        {description ? (
          <p id={descriptionId} className="mt-0.5 text-sm text-ink-600">
            {description}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={labelId}
        aria-describedby={description ? descriptionId : undefined}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        className={clsx(
          'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 border-transparent transition-colors duration-200',
          'disabled:cursor-not-allowed disabled:opacity-60',
          checked ? 'bg-accent-600' : 'bg-ink-400',
        )}
      >
        <span
          aria-hidden="true"
          className={clsx(
            'inline-block size-6 rounded-full bg-[#fff] shadow-sm ring-0 transition-transform duration-200',
            checked ? 'translate-x-5' : 'translate-x-0',
          )}
        />
      </button>
    </div>
  );
}
