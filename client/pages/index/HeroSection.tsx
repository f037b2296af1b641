import { ArrowRight, Sparkles, UserPlus } from 'lucide-react';
import { usePageContext } from 'vike-react/usePageContext';
import type { ProductCardView } from '#contracts/catalog.contract';
import { platformHref } from '../../features/catalog/paths';
import { buttonStyles } from '../../ui/button-styles';
import { FeaturedGames } from './FeaturedGames';

/** A compact hero with the featured games beside it (under it on a phone), so games show on the first screen. */
export function HeroSection({ featured }: { featured: readonly ProductCardView[] }) {
  const { site } = usePageContext();
  return (
    <section aria-labelledby="hero-heading" className="relative isolate overflow-hidden">
      <div aria-hidden="true" className="absolute inset-0 -z-10">
        <div className="bg-grid absolute inset-0" />
        <div className="bg-hero-glow absolute inset-0" />
      </div>

      <div className="mx-auto grid max-w-7xl gap-8 px-4 pt-6 pb-8 sm:px-6 sm:pt-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-center lg:gap-12 lg:px-8 lg:pb-12">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-primary/25 bg-primary/10 px-3 py-1 text-sm font-medium text-highlight">
            <Sparkles className="size-4" aria-hidden="true" />
            Instant key delivery, day and night
          </p>

          <h1
            id="hero-heading"
            className="mt-4 bg-linear-to-br from-foreground via-foreground to-highlight bg-clip-text pb-1 text-3xl font-extrabold tracking-tight text-balance text-transparent sm:text-5xl"
          >
            Your Ultimate Gaming Destination
          </h1>

          <p className="mt-3 max-w-xl text-base leading-relaxed text-pretty text-muted-foreground sm:text-lg">
            Game keys for your favourite platforms, in your inbox and your account the moment your payment clears.
          </p>

          <div className="mt-5 flex flex-wrap gap-3">
            <a href="/products" className={buttonStyles({ size: 'lg' })}>
              Browse Games
              <ArrowRight aria-hidden="true" />
            </a>
            <a href="/auth" className={buttonStyles({ variant: 'outline', size: 'lg', className: 'max-sm:hidden' })}>
              <UserPlus aria-hidden="true" />
              Sign up: keys and orders in one place
            </a>
          </div>

          {site.platforms.length > 0 && (
            <nav aria-label="Platforms" className="mt-5">
              <ul className="flex flex-wrap gap-2 text-sm">
                {site.platforms.map((platform) => (
                  <li key={platform}>
                    <a
                      href={platformHref(platform)}
                      className="inline-block rounded-full border border-border bg-card/60 px-3 py-1 font-medium text-foreground/85 transition-colors hover:border-primary/50 hover:text-highlight"
                    >
                      <span className="sr-only">Keys for </span>
                      {platform}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </div>

        <FeaturedGames products={featured} />
      </div>
    </section>
  );
}
