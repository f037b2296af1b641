import { ArrowRight } from 'lucide-react';
import { buttonStyles } from '../../ui/button-styles';

export function CreateAccountCta() {
  return (
    <section aria-labelledby="cta-heading" className="mx-auto max-w-7xl px-4 pt-4 pb-20 sm:px-6 sm:pb-24 lg:px-8">
      <div className="relative isolate overflow-hidden rounded-3xl bg-linear-to-br from-violet-700 via-violet-600 to-indigo-700 px-6 py-14 text-center text-white shadow-2xl shadow-violet-900/30 sm:px-12 sm:py-20">
        <div aria-hidden="true" className="absolute -top-24 -right-24 -z-10 size-80 rounded-full bg-cyan-400/30 blur-3xl" />
        <div aria-hidden="true" className="absolute -bottom-32 -left-20 -z-10 size-80 rounded-full bg-fuchsia-500/30 blur-3xl" />
        <h2 id="cta-heading" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          Ready to level up your library?
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-pretty text-violet-100">
          Create a free account to keep all your keys in one place, follow your orders and collect store credit.
        </p>
        <a href="/auth" className={buttonStyles({ variant: 'inverse', size: 'lg', className: 'mt-8' })}>
          Create Account
          <ArrowRight aria-hidden="true" />
        </a>
      </div>
    </section>
  );
}
