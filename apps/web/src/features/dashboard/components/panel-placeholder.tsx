import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface PanelPlaceholderProps {
  icon: LucideIcon;
  title: string;
  description: string;
  children?: ReactNode;
}

/** A titled, friendly empty panel for dashboard tabs whose full view is still to come. */
export function PanelPlaceholder({ icon: Icon, title, description, children }: PanelPlaceholderProps) {
  return (
    <section aria-labelledby="dashboard-panel-heading">
      <h1 id="dashboard-panel-heading" className="font-serif text-3xl font-semibold tracking-tight">
        {title}
      </h1>
      <div className="mt-6 flex flex-col items-center rounded-3xl border border-dashed border-paper-300 bg-white/50 px-6 py-16 text-center">
        <span className="grid size-14 place-items-center rounded-2xl bg-accent-50 text-accent-700">
          <Icon className="size-6" aria-hidden="true" />
        </span>
        <p className="mt-5 max-w-md text-ink-600">{description}</p>
        {children ? <div className="mt-6">{children}</div> : null}
      </div>
    </section>
  );
}
