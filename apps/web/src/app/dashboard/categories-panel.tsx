import {
  DASHBOARD_CARD_TARGETS,
  DASHBOARD_CATEGORY_CARDS,
  type DashboardCategoryCard,
} from '@quire/shared/constants';
import { ArrowRight, Briefcase, type LucideIcon, Palette, PiggyBank, Sprout } from 'lucide-react';
import { Link } from 'react-router';
import { useBookCount } from '@/features/books';
import { countOf } from '@/lib/format';
import { links } from '@/lib/links';

const CARD_DETAILS: Record<DashboardCategoryCard, { icon: LucideIcon; blurb: string; tone: string }> = {
  'Money/Investing': {
    icon: PiggyBank,
    blurb: 'Personal finance, markets and building wealth.',
    tone: 'bg-amber-50 text-amber-800',
  },
  Design: {
    icon: Palette,
    blurb: 'Visual thinking, craft and creativity.',
    tone: 'bg-accent-50 text-accent-700',
  },
  Business: {
    icon: Briefcase,
    blurb: 'Strategy, leadership and how companies grow.',
    tone: 'bg-sky-50 text-sky-800',
  },
  'Self Improvement': {
    icon: Sprout,
    blurb: 'Habits, mindset and becoming your best self.',
    tone: 'bg-sage-50 text-sage-700',
  },
};

export function CategoriesPanel() {
  return (
    <section aria-labelledby="categories-heading">
      <h1 id="categories-heading" className="font-serif text-3xl font-semibold tracking-tight">
        Book Categories
      </h1>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {DASHBOARD_CATEGORY_CARDS.map((category) => {
          const { icon: Icon, blurb, tone } = CARD_DETAILS[category];
          return (
            <li key={category}>
              <Link
                to={links.category(DASHBOARD_CARD_TARGETS[category].filter)}
                className="group flex h-full flex-col rounded-2xl border border-paper-200 bg-white/70 p-5 shadow-card transition hover:-translate-y-0.5 hover:shadow-lifted"
              >
                <span className={`grid size-12 place-items-center rounded-xl ${tone}`}>
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <h2 className="mt-4 font-serif text-lg font-semibold text-ink-900">{category}</h2>
                <p className="mt-1 text-sm leading-relaxed text-ink-600">{blurb}</p>
                <CardShows category={category} />
                <span className="mt-auto inline-flex items-center gap-1 pt-3 text-sm font-medium text-accent-700">
                  Browse books
                  <ArrowRight className="size-4 transition group-hover:translate-x-0.5" aria-hidden="true" />
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      <p className="mt-6 text-sm text-ink-600">
        Or browse every book in the{' '}
        <Link to="/all-books" className="font-medium text-accent-700 underline-offset-4 hover:underline">
          Knowledge Pool
        </Link>
        .
      </p>
    </section>
  );
}

/** What a card opens, said plainly, with how many books that is ('Arts books: design, art and architecture · 9 books'). */
function CardShows({ category }: { category: DashboardCategoryCard }) {
  const target = DASHBOARD_CARD_TARGETS[category];
  const count = useBookCount({ category: target.filter });
  return (
    <p className="mt-2 text-xs font-medium text-ink-700">
      {target.shows}
      {count.data === undefined ? null : ` · ${countOf(count.data, 'book')}`}
    </p>
  );
}
