import Star from 'lucide-react/icons/star';

const TESTIMONIALS = [
  {
    quote:
      'I finally finished the books I had been meaning to read for years. The sepia theme at night is perfect for winding down.',
    name: 'Amelia Rhodes',
    detail: 'Reads before bed',
  },
  {
    quote:
      'Reading goals turned my “one day” list into a habit. Twelve books this year and counting, mostly on the train.',
    name: 'Daniel Kim',
    detail: 'Commuter reader',
  },
  {
    quote:
      'The recommendations are uncannily good. It feels like having a librarian who actually knows my taste.',
    name: 'Priya Shah',
    detail: 'Book club organiser',
  },
] as const;

const initialsOf = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('')
    .slice(0, 2);

export function TestimonialsSection() {
  return (
    <section id="testimonials" aria-labelledby="testimonials-heading" className="below-fold bg-paper-100">
      <div className="container-page py-16 sm:py-20">
        <h2
          id="testimonials-heading"
          className="text-center font-serif text-3xl font-semibold tracking-tight sm:text-4xl"
        >
          Readers love Quire
        </h2>
        <ul className="mt-10 grid gap-5 md:grid-cols-3">
          {TESTIMONIALS.map((testimonial) => (
            <li key={testimonial.name}>
              <figure className="flex h-full flex-col rounded-2xl bg-paper-50 p-6 shadow-card ring-1 ring-paper-200">
                <div className="flex gap-0.5 text-accent-600" role="img" aria-label="Rated 5 out of 5">
                  {Array.from({ length: 5 }, (_, index) => (
                    <Star key={index} className="size-4 fill-current" aria-hidden="true" />
                  ))}
                </div>
                <blockquote className="mt-4 flex-1 font-serif text-lg leading-relaxed text-ink-800 italic">
                  “{testimonial.quote}”
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="grid size-10 place-items-center rounded-full bg-sage-100 text-sm font-semibold text-sage-700"
                  >
                    {initialsOf(testimonial.name)}
                  </span>
                  <span>
                    <span className="block font-semibold text-ink-900">{testimonial.name}</span>
                    <span className="block text-sm text-ink-600">{testimonial.detail}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
