import { AuthButton } from './auth-button';
import Check from 'lucide-react/icons/check';

export function CtaSection() {
  return (
    <section aria-labelledby="cta-heading" className="below-fold container-page py-16 sm:py-20">
      <div className="relative overflow-hidden rounded-3xl bg-ink-900 px-6 py-14 text-center text-paper-100 sm:px-12">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(40rem_20rem_at_50%_-20%,rgb(192_88_58/0.45),transparent_70%)]"
        />
        <div className="relative">
          <h2
            id="cta-heading"
            className="font-serif text-3xl font-semibold tracking-tight text-balance text-paper-50 sm:text-4xl"
          >
            Your next favourite book is waiting
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-paper-200">
            Create your free account and open your first chapter in under a minute.
          </p>
          <ul className="mt-6 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-paper-200">
            <li className="flex items-center gap-2">
              <Check className="size-4 text-accent-200" aria-hidden="true" />
              No credit card required
            </li>
            <li className="flex items-center gap-2">
              <Check className="size-4 text-accent-200" aria-hidden="true" />
              Cancel anytime
            </li>
          </ul>
          <AuthButton size="lg" variant="inverse" className="mt-9">
            Sign Up for Free
          </AuthButton>
        </div>
      </div>
    </section>
  );
}
