import { type ReactNode, useId } from 'react';

interface PanelProps {
  title: string;
  description?: string;
  children: ReactNode;
}

/** A titled card of a settings or figures screen: its heading names the section for screen readers. */
export function Panel({ title, description, children }: PanelProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-paper-200 bg-white p-4 shadow-card sm:p-6"
    >
      <h2 id={headingId} className="font-serif text-lg font-semibold text-ink-900 sm:text-xl">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-ink-600">{description}</p> : null}
      <div className="mt-4 sm:mt-5">{children}</div>
    </section>
  );
}
