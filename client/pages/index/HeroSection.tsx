import { ArrowRight, Sparkles, UserPlus } from 'lucide-react';
import { buttonStyles } from '../../ui/button-styles';

const platforms = ['Steam', 'PC', 'PlayStation', 'Xbox'];

export function HeroSection() {
  return (
    <section aria-labelledby="hero-heading" className="relative isolate overflow-hidden">
      <div aria-hidden="true" className="absolute inset-0 -z-10">
        <div className="bg-grid absolute inset-0" />
        <div className="bg-hero-glow absolute inset-0" />
      </div>

      <div className="mx-auto flex max-w-4xl flex-col items-center px-4 pt-20 pb-12 text-center sm:px-6 sm:pt-28 sm:pb-16 lg:pt-32">
        <p className="inline-flex items-center gap-2 rounded-full border border-primary/25 bg-primary/10 px-4 py-1.5 text-sm font-medium text-highlight">
          <Sparkles className="size-4" aria-hidden="true" />
          Instant key delivery, day and night
        </p>

        <h1
          id="hero-heading"
          className="mt-6 bg-linear-to-br from-foreground via-foreground to-highlight bg-clip-text pb-1 text-4xl font-extrabold tracking-tight text-balance text-transparent sm:text-6xl lg:text-7xl"
        >
          Your Ultimate Gaming Destination
        </h1>

        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-pretty text-muted-foreground sm:text-xl">
          Get game keys for your favourite platforms delivered to your inbox and your account the moment your payment clears.
          No waiting, no shipping, just play.
        </p>

        <div className="mt-10 flex w-full flex-col items-stretch justify-center gap-3 sm:w-auto sm:flex-row sm:items-center">
          <a href="/products" className={buttonStyles({ size: 'lg' })}>
            Browse Games
            <ArrowRight aria-hidden="true" />
          </a>
          <a href="/auth" className={buttonStyles({ variant: 'outline', size: 'lg' })}>
            <UserPlus aria-hidden="true" />
            Sign up: keys and orders in one place
          </a>
        </div>

        <p className="mt-10 text-sm text-muted-foreground">
          <span className="sr-only">Keys for </span>
          {platforms.map((platform, index) => (
            <span key={platform}>
              {index > 0 && (
                <span aria-hidden="true" className="mx-3 text-border">
                  •
                </span>
              )}
              <span className="font-medium text-foreground/80">{platform}</span>
            </span>
          ))}
        </p>
      </div>
    </section>
  );
}
