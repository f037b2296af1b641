import { BadgeCheck, Gift, KeyRound, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';

const STEPS: { icon: ReactNode; title: string; text: string }[] = [
  { icon: <KeyRound />, title: 'Enter your key', text: 'Type in a CD key you got from an external source: a retailer, a giveaway or a gift card.' },
  { icon: <ShieldCheck />, title: 'We verify it', text: 'The key is checked against our database of valid keys.' },
  { icon: <Gift />, title: 'Get your reward', text: 'Receive the game instantly in your account, or store credit to spend on your next order.' },
  { icon: <BadgeCheck />, title: 'Single use', text: 'Each key can be redeemed once only: a key cannot be redeemed twice.' },
];

/** The four steps of a redeem, beside the form. */
export function RedeemHowItWorks() {
  return (
    <section aria-labelledby="how-it-works-heading" className="rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-6">
      <h2 id="how-it-works-heading" className="text-lg font-semibold tracking-tight">
        How it works
      </h2>
      <ol className="mt-5 space-y-5">
        {STEPS.map((step, index) => (
          <li key={step.title} className="flex gap-4">
            <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-primary/10 text-highlight ring-1 ring-primary/20 [&_svg]:size-5" aria-hidden="true">
              {step.icon}
            </span>
            <div className="min-w-0">
              <p className="font-medium">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </p>
              <p className="mt-0.5 text-sm text-muted-foreground">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
