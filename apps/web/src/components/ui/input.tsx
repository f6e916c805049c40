import { clsx } from 'clsx';
import CircleAlert from 'lucide-react/icons/circle-alert';
import type { InputHTMLAttributes, ReactNode } from 'react';

export const inputStyles =
  'block h-11 w-full rounded-xl border border-paper-300 bg-white px-3.5 text-[0.9375rem] text-ink-900 ' +
  'shadow-[inset_0_1px_2px_rgb(45_39_32/0.04)] transition placeholder:text-ink-500 hover:border-ink-300 ' +
  'focus:border-accent-600 focus:outline-none focus:ring-3 focus:ring-accent-600/20 ' +
  'aria-invalid:border-red-600 aria-invalid:focus:ring-red-600/20 disabled:cursor-not-allowed disabled:opacity-60';

export type InputProps = InputHTMLAttributes<HTMLInputElement> & { ref?: React.Ref<HTMLInputElement> };

export function Input({ className, ...props }: InputProps) {
  return <input className={clsx(inputStyles, className)} {...props} />;
}

/** The id of a field's error message, for aria-describedby. */
export const fieldErrorId = (fieldId: string) => `${fieldId}-error`;

interface FieldProps {
  /** The id of the control inside; the label points at it and the error is named after it. */
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A label, a control and its visible error text (announced as it appears). */
export function Field({ id, label, error, hint, className, children }: FieldProps) {
  return (
    <div className={clsx('space-y-1.5', className)}>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium text-ink-800">
          {label}
        </label>
        {hint}
      </div>
      {children}
      {error ? (
        <p id={fieldErrorId(id)} role="alert" className="flex items-start gap-1.5 text-sm text-red-700">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}
