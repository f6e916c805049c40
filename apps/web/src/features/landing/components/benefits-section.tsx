import BookOpen from 'lucide-react/icons/book-open';
import LibraryBig from 'lucide-react/icons/library-big';
import Sparkles from 'lucide-react/icons/sparkles';

const BENEFITS = [
  {
    icon: LibraryBig,
    title: 'A vast collection',
    text: 'Thousands of books across fiction, business, history, poetry and more, with new chapters arriving every week.',
  },
  {
    icon: BookOpen,
    title: 'Comfortable reading',
    text: 'Adjust the type size, switch between light, sepia and dark themes and bookmark your place. Your eyes will thank you.',
  },
  {
    icon: Sparkles,
    title: 'Personalized recommendations',
    text: 'Tell us what you love and Quire suggests what to read next, based on your interests and your shelves.',
  },
] as const;

export function BenefitsSection() {
  return (
    <section
      id="about"
      aria-labelledby="benefits-heading"
      className="below-fold border-y border-paper-200 bg-white/50"
    >
      <div className="container-page py-16 sm:py-20">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold tracking-[0.16em] text-accent-700 uppercase">Why Quire</p>
          <h2
            id="benefits-heading"
            className="mt-3 font-serif text-3xl font-semibold tracking-tight sm:text-4xl"
          >
            Everything a reader needs, nothing in the way
          </h2>
        </div>
        <ul className="mt-10 grid gap-5 md:grid-cols-3">
          {BENEFITS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl border border-paper-200 bg-paper-50 p-6 shadow-card">
              <span className="grid size-11 place-items-center rounded-xl bg-accent-50 text-accent-700">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="mt-5 font-serif text-xl font-semibold">{title}</h3>
              <p className="mt-2 leading-relaxed text-ink-600">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
