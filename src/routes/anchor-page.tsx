// The anchor recruitment landing page (/anchor): its bare layout has no header or footer, so it brings its own.
import { ClosingCta, FaqTeaser } from '../features/anchor-landing/faq-cta';
import { LandingHero } from '../features/anchor-landing/hero';
import { AudienceSection, ProcessTimeline } from '../features/anchor-landing/journey';
import { LandingBottomStrip, LandingTopBar } from '../features/anchor-landing/landing-chrome';
import { FigureTiles, PerksGrid } from '../features/anchor-landing/perks';

export function AnchorPage() {
  return (
    <div data-testid="anchor-page" className="flex min-h-screen flex-col overflow-x-clip bg-page">
      <LandingTopBar />
      <main className="flex-1">
        <LandingHero />
        <div className="mx-auto w-content px-3 desk:px-0">
          <FigureTiles />
          <PerksGrid />
        </div>
        <ProcessTimeline />
        <AudienceSection />
        <FaqTeaser />
        <ClosingCta />
      </main>
      <LandingBottomStrip />
    </div>
  );
}
