import { KeyRound } from 'lucide-react';
import { usePageContext } from 'vike-react/usePageContext';
import { REDEEM_KEY_PATH } from '../../lib/paths';
import { RedeemHowItWorks } from '../../features/redeem/RedeemHowItWorks';
import { RedeemKeyForm } from '../../features/redeem/RedeemKeyForm';
import { SignInRequiredCard } from '../../features/redeem/SignInRequiredCard';
import { ToastProvider } from '../../ui/Toaster';

/** Redeem a key got elsewhere, for a game or store credit; signed-out visitors are asked to sign in first. */
export default function Page() {
  const { user } = usePageContext();
  return (
    <ToastProvider>
      <div className="relative isolate">
        <div aria-hidden="true" className="bg-hero-glow absolute inset-x-0 top-0 -z-10 h-[24rem] opacity-70" />
        <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
          <header className="text-center">
            <span className="mx-auto grid size-14 place-items-center rounded-2xl bg-linear-to-br from-violet-500 to-cyan-500 text-white shadow-lg shadow-violet-500/30">
              <KeyRound className="size-7" aria-hidden="true" strokeWidth={2.25} />
            </span>
            <h1 className="mt-5 text-3xl font-bold tracking-tight sm:text-4xl">Redeem CD Key</h1>
            <p className="mx-auto mt-2 max-w-xl text-pretty text-muted-foreground">Got a key from somewhere else? Redeem it here for a game or store credit.</p>
          </header>
          <div className="mt-10">
            {user ? (
              <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
                <section aria-label="Enter your key" className="rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-8">
                  <RedeemKeyForm />
                </section>
                <RedeemHowItWorks />
              </div>
            ) : (
              <SignInRequiredCard returnTo={REDEEM_KEY_PATH} what="redeem a CD key and receive your game or store credit" />
            )}
          </div>
        </div>
      </div>
    </ToastProvider>
  );
}
