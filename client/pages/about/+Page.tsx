import { ArrowRight, BadgeCheck, Gamepad2, Headphones, KeyRound, ShieldCheck, Tags, Target, Zap } from 'lucide-react';
import type { ReactNode } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { HelpCta } from '../../features/info/HelpCta';
import { IconTile, InfoPageShell } from '../../features/info/InfoPageShell';
import { SellerDetails } from '../../features/info/SellerDetails';
import { buttonStyles } from '../../ui/button-styles';

const REASONS: { icon: ReactNode; title: string; text: string }[] = [
  {
    icon: <Zap />,
    title: 'Instant Delivery',
    text: 'Your keys arrive by e-mail and in your account as soon as your payment is confirmed, day or night. No shipping, no waiting.',
  },
  {
    icon: <BadgeCheck />,
    title: 'Genuine Keys',
    text: 'Every key comes from authorised distributors and publishers, and each one is sold once only.',
  },
  {
    icon: <ShieldCheck />,
    title: 'Secure Payments',
    text: 'You pay through PayFast, a trusted payment gateway: your card details never touch our servers.',
  },
  {
    icon: <Tags />,
    title: 'Fair Prices',
    text: 'Sharp prices and regular discounts, with every fee shown in your cart before you pay. No surprises at checkout.',
  },
  {
    icon: <KeyRound />,
    title: 'Your Keys, Always at Hand',
    text: 'Every key you buy stays with its order in your dashboard, ready to reveal and copy whenever you need it again.',
  },
  {
    icon: <Headphones />,
    title: 'Support That Answers',
    text: 'Real people help you: live chat with a person during our support hours, and e-mail at any time, with a reply within 24 hours.',
  },
];

export default function Page() {
  const { site } = usePageContext();
  return (
    <InfoPageShell
      icon={<Gamepad2 strokeWidth={2.25} />}
      eyebrow="About Keyshop"
      title="Games you want, the moment you want them"
      lead="We are gamers who built the store we always wanted: genuine keys, delivered the moment you pay, at prices that keep you playing."
    >
      <div className="space-y-20">
        <section aria-labelledby="mission-heading" className="grid items-center gap-8 rounded-3xl border border-border bg-card p-6 shadow-sm sm:p-10 lg:grid-cols-[auto_1fr] lg:gap-12">
          <span className="grid size-20 place-items-center rounded-3xl bg-linear-to-br from-amber-400/20 to-orange-500/10 text-amber-600 ring-1 ring-amber-500/25 dark:text-amber-300" aria-hidden="true">
            <Target className="size-10" />
          </span>
          <div className="max-w-3xl">
            <h2 id="mission-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
              Our Mission
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-pretty text-muted-foreground">
              Buying a game should be as quick as playing it. Our mission is to get genuine game keys into players&apos; hands instantly, at fair prices, with
              payments you can trust and people ready to help when something goes wrong.
            </p>
          </div>
        </section>

        <section aria-labelledby="why-heading">
          <div className="mx-auto max-w-2xl text-center">
            <h2 id="why-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
              Why Choose Us
            </h2>
            <p className="mt-4 text-lg text-muted-foreground">What you get with every order, big or small.</p>
          </div>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {REASONS.map((reason) => (
              <li
                key={reason.title}
                className="rounded-2xl border border-border bg-card p-6 shadow-sm transition duration-200 hover:-translate-y-1 hover:border-primary/40 hover:shadow-lg hover:shadow-primary/5"
              >
                <IconTile>{reason.icon}</IconTile>
                <h3 className="mt-5 text-lg font-semibold">{reason.title}</h3>
                <p className="mt-2 leading-relaxed text-muted-foreground">{reason.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="story-heading" className="mx-auto max-w-3xl">
          <h2 id="story-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
            Our Story
          </h2>
          <div className="mt-6 space-y-5 text-lg leading-relaxed text-pretty text-muted-foreground">
            <p>
              Keyshop started with a simple frustration. We wanted to play a new release on the evening it came out, and found ourselves choosing between
              waiting days for a box in the post and buying a key from a seller nobody could vouch for.
            </p>
            <p>
              So we built the store we wanted to shop in. We buy our keys only from authorised distributors, keep each one safely encrypted until it is yours,
              and deliver it the moment your payment is confirmed: to your inbox, and to your account where it stays.
            </p>
            <p>
              Today Keyshop brings games for PC, Steam, PlayStation and Xbox to players who would rather be playing than waiting. We are still gamers first,
              and every part of the store is built the way we would want it to work for us.
            </p>
          </div>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <a href="/products" className={buttonStyles({ size: 'lg' })}>
              Browse Games
              <ArrowRight aria-hidden="true" />
            </a>
          </div>
        </section>

        <section aria-labelledby="who-we-are-heading" className="mx-auto max-w-3xl">
          <h2 id="who-we-are-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
            Who We Are
          </h2>
          <p className="mt-6 text-lg leading-relaxed text-pretty text-muted-foreground">Keyshop is run by {site.seller.name}.</p>
          <div className="mt-6 rounded-2xl border border-border bg-card p-6 text-muted-foreground shadow-sm [&_a]:font-medium [&_a]:text-highlight [&_a]:underline [&_a]:underline-offset-2">
            <SellerDetails seller={site.seller} />
          </div>
        </section>

        <HelpCta title="Questions about Keyshop?" text="Our team is happy to help, whether it is about an order, a key or the store itself." />
      </div>
    </InfoPageShell>
  );
}
