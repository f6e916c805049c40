import { ArrowLeft, Hammer } from 'lucide-react';
import { Link } from 'react-router';
import { Logo } from '@/components/ui/logo';

interface PlaceholderPageProps {
  title: string;
  description?: string;
}

/** A signed-in screen that is not built yet: its name and a way back to the dashboard. */
export function PlaceholderPage({ title, description }: PlaceholderPageProps) {
  return (
    <div className="min-h-dvh">
      <title>{`${title} · Quire`}</title>
      <header className="border-b border-paper-200">
        <div className="container-page flex h-16 items-center">
          <Link to="/dashboard" className="rounded-lg" aria-label="Quire dashboard">
            <Logo />
          </Link>
        </div>
      </header>
      <main className="container-page py-12 sm:py-16">
        <Link
          to="/dashboard"
          className="inline-flex items-center gap-2 rounded-md text-sm font-medium text-accent-700 underline-offset-4 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to dashboard
        </Link>
        <h1 className="mt-6 font-serif text-4xl font-semibold tracking-tight">{title}</h1>
        <div className="mt-8 flex max-w-xl items-start gap-4 rounded-2xl border border-dashed border-paper-300 bg-white/50 p-6">
          <Hammer className="mt-0.5 size-5 shrink-0 text-ink-500" aria-hidden="true" />
          <p className="text-ink-600">
            {description ?? 'This screen is being built and will be ready soon.'}
          </p>
        </div>
      </main>
    </div>
  );
}
