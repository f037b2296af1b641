import { LogIn, UserPlus } from 'lucide-react';
import { signInHref } from '../../lib/paths';
import { buttonStyles } from '../../ui/button-styles';

/** What a signed-out visitor sees instead of a form: sign in (or up) and come back to `returnTo`. */
export function SignInRequiredCard({ returnTo, what }: { returnTo: string; what: string }) {
  return (
    <section aria-labelledby="sign-in-required-heading" className="mx-auto max-w-lg rounded-3xl border border-border bg-card/90 p-8 text-center shadow-xl shadow-black/5 backdrop-blur sm:p-10 dark:shadow-black/30">
      <span className="mx-auto grid size-14 place-items-center rounded-2xl bg-primary/10 text-highlight ring-1 ring-primary/25">
        <LogIn className="size-7" aria-hidden="true" />
      </span>
      <h2 id="sign-in-required-heading" className="mt-5 text-2xl font-bold tracking-tight">
        Sign In Required
      </h2>
      <p className="mt-2 text-pretty text-muted-foreground">Please sign in to {what}.</p>
      <div className="mt-7 flex flex-col justify-center gap-3 sm:flex-row">
        <a href={signInHref(returnTo)} className={buttonStyles({ size: 'lg' })}>
          <LogIn aria-hidden="true" />
          Sign In
        </a>
        <a href={signInHref(returnTo, 'signup')} className={buttonStyles({ variant: 'outline', size: 'lg' })}>
          <UserPlus aria-hidden="true" />
          Create Account
        </a>
      </div>
    </section>
  );
}
