import { BenefitsSection } from '@/features/landing/components/benefits-section';
import { CtaSection } from '@/features/landing/components/cta-section';
import { HeroSection } from '@/features/landing/components/hero-section';
import { LandingFooter } from '@/features/landing/components/landing-footer';
import { LandingHeader } from '@/features/landing/components/landing-header';
import { NewsletterSection } from '@/features/landing/components/newsletter-section';
import { PopularBooksSection } from '@/features/landing/components/popular-books-section';
import { SearchSection } from '@/features/landing/components/search-section';
import { TestimonialsSection } from '@/features/landing/components/testimonials-section';
import { SystemAppearance } from '@/features/profile/components/appearance-sync';
import { usePrerenderedPageReady } from '@/lib/prerendered-page';

/** The public landing page. It must not import signed-in code (it ships as its own small chunk). */
export default function LandingRoute() {
  // Prerendered (decision 040): the clicks and typing kept until now are done again (decision 044).
  usePrerenderedPageReady();
  return (
    <div id="top">
      <SystemAppearance />
      <title>Quire — discover stories worth staying up for</title>
      <LandingHeader />
      <main>
        <HeroSection />
        <BenefitsSection />
        <PopularBooksSection />
        <SearchSection />
        <TestimonialsSection />
        <CtaSection />
        <NewsletterSection />
      </main>
      <LandingFooter />
    </div>
  );
}
