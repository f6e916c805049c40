import Mail from 'lucide-react/icons/mail';
import { Button } from '@/components/ui/button';
import { inputStyles } from '@/components/ui/input';

/** The spec's newsletter box: an e-mail input and a Subscribe button, with no submit handling. */
export function NewsletterSection() {
  return (
    <section
      id="newsletter"
      aria-labelledby="newsletter-heading"
      className="below-fold container-page pb-16 sm:pb-20"
    >
      <div className="grid items-center gap-6 rounded-3xl border border-paper-200 bg-white/60 p-6 sm:p-10 md:grid-cols-[1fr_1.1fr]">
        <div className="flex gap-4">
          <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-accent-50 text-accent-700">
            <Mail className="size-5" aria-hidden="true" />
          </span>
          <div>
            <h2 id="newsletter-heading" className="font-serif text-2xl font-semibold tracking-tight">
              The Quire letter
            </h2>
            <p className="mt-1 text-ink-600">New arrivals, reading lists and author notes, once a month.</p>
          </div>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">
          <label htmlFor="newsletter-email" className="sr-only">
            Email address
          </label>
          <input
            id="newsletter-email"
            type="email"
            name="email"
            autoComplete="email"
            placeholder="you@example.com"
            className={`${inputStyles} h-12 rounded-full px-5`}
          />
          <Button size="lg" variant="secondary">
            Subscribe
          </Button>
        </div>
      </div>
    </section>
  );
}
