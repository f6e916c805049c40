import type { BookCategory } from '@quire/shared/constants';
import {
  BookOpen,
  Briefcase,
  Cpu,
  Drama,
  Feather,
  FlaskConical,
  Flower2,
  Landmark,
  type LucideIcon,
  Newspaper,
  Palette,
  Sprout,
  UserRound,
} from 'lucide-react';

/** An icon and a tint per book-form category, for the Browse by Genre grid. */
export const GENRE_LOOK: Record<BookCategory, { icon: LucideIcon; tone: string }> = {
  Fiction: { icon: BookOpen, tone: 'bg-accent-50 text-accent-700' },
  'Non-Fiction': { icon: Newspaper, tone: 'bg-sky-50 text-sky-800' },
  Science: { icon: FlaskConical, tone: 'bg-teal-50 text-teal-800' },
  Technology: { icon: Cpu, tone: 'bg-indigo-50 text-indigo-800' },
  History: { icon: Landmark, tone: 'bg-amber-50 text-amber-800' },
  Biography: { icon: UserRound, tone: 'bg-sage-50 text-sage-700' },
  Romance: { icon: Flower2, tone: 'bg-rose-50 text-rose-800' },
  Business: { icon: Briefcase, tone: 'bg-slate-100 text-slate-800' },
  'Self-Help': { icon: Sprout, tone: 'bg-lime-50 text-lime-800' },
  Arts: { icon: Palette, tone: 'bg-fuchsia-50 text-fuchsia-800' },
  Poetry: { icon: Feather, tone: 'bg-violet-50 text-violet-800' },
  Drama: { icon: Drama, tone: 'bg-orange-50 text-orange-800' },
};
