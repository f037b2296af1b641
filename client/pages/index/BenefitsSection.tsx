import { BadgePercent, ShieldCheck, Zap } from 'lucide-react';

const benefits = [
  {
    Icon: Zap,
    title: 'Instant Delivery',
    text: 'Your key lands in your inbox and your account seconds after payment, ready to activate.',
    tint: 'from-amber-400/20 to-orange-500/10 text-amber-600 ring-amber-500/25 dark:text-amber-300',
  },
  {
    Icon: ShieldCheck,
    title: 'Secure Payments',
    text: 'Pay through a trusted, encrypted payment provider. Your card details never touch our servers.',
    tint: 'from-emerald-400/20 to-teal-500/10 text-emerald-600 ring-emerald-500/25 dark:text-emerald-300',
  },
  {
    Icon: BadgePercent,
    title: 'Best Prices',
    text: 'Sharp prices and regular discounts on the games you want, from sources you can trust.',
    tint: 'from-violet-400/20 to-fuchsia-500/10 text-violet-600 ring-violet-500/25 dark:text-violet-300',
  },
];

export function BenefitsSection() {
  return (
    <section aria-labelledby="benefits-heading" className="mx-auto max-w-7xl px-4 pt-10 pb-16 sm:px-6 sm:pt-12 sm:pb-20 lg:px-8">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="benefits-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
          Why gamers shop with us
        </h2>
        <p className="mt-4 text-lg text-muted-foreground">Everything you need to get playing, without the hassle.</p>
      </div>

      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {benefits.map(({ Icon, title, text, tint }) => (
          <li
            key={title}
            className="group rounded-2xl border border-border bg-card p-7 shadow-sm transition duration-200 hover:-translate-y-1 hover:border-primary/40 hover:shadow-lg hover:shadow-primary/5"
          >
            <span className={`grid size-12 place-items-center rounded-xl bg-linear-to-br ring-1 ${tint}`}>
              <Icon className="size-6" aria-hidden="true" />
            </span>
            <h3 className="mt-5 text-xl font-semibold">{title}</h3>
            <p className="mt-2 leading-relaxed text-muted-foreground">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
