import { Home, LogIn, RotateCcw, ShieldX, TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { signInHref } from '../../lib/paths';
import { buttonStyles } from '../../ui/button-styles';
import { getErrorDetails } from './error-details';

export default function Page() {
  const pageContext = usePageContext();
  if (pageContext.is404) return <NotFound path={pageContext.urlPathname} />;
  const status = pageContext.abortStatusCode;
  return status === 401 || status === 403 ? <AccessDenied status={status} /> : <UnexpectedError />;
}

function NotFound({ path }: { path: string }) {
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', path);
  }, [path]);

  return (
    <section aria-labelledby="error-heading" className="relative isolate mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <div aria-hidden="true" className="bg-glow absolute top-0 left-1/2 -z-10 h-96 w-full max-w-3xl -translate-x-1/2" />
      <p className="bg-linear-to-br from-violet-500 to-cyan-400 bg-clip-text text-8xl font-black tracking-tighter text-transparent sm:text-9xl">404</p>
      <h1 id="error-heading" className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">
        Oops! Page not found
      </h1>
      <p className="mt-4 text-lg text-muted-foreground">
        The page you are looking for doesn&apos;t exist or has moved. Let&apos;s get you back to the games.
      </p>
      <div className="mt-10 flex flex-col gap-3 sm:flex-row">
        <a href="/" className={buttonStyles({ size: 'lg' })}>
          <Home aria-hidden="true" />
          Return to Home
        </a>
        <a href="/products" className={buttonStyles({ variant: 'outline', size: 'lg' })}>
          Browse Games
        </a>
      </div>
    </section>
  );
}

/** A page the visitor may not see: why, and where to go instead; trying again would change nothing. */
function AccessDenied({ status }: { status: 401 | 403 }) {
  const pageContext = usePageContext();
  const { statusText, message } = getErrorDetails(pageContext);
  const signIn = status === 401;

  return (
    <section aria-labelledby="error-heading" className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <span className="grid size-16 place-items-center rounded-2xl bg-amber-500/10 text-amber-600 ring-1 ring-amber-500/30 dark:text-amber-300">
        <ShieldX className="size-8" aria-hidden="true" />
      </span>
      <h1 id="error-heading" className="mt-6 text-3xl font-bold tracking-tight sm:text-4xl">
        {signIn ? 'Sign In Required' : 'Access Denied'}
      </h1>
      <p className="mt-4 text-lg text-muted-foreground">{message ?? (signIn ? 'Please sign in to see this page.' : 'You do not have permission to see this page.')}</p>
      <p className="mt-2 font-mono text-sm text-muted-foreground">{`${status} ${statusText}`}</p>
      <div className="mt-10 flex flex-col gap-3 sm:flex-row">
        <a href="/" className={buttonStyles({ size: 'lg' })}>
          <Home aria-hidden="true" />
          Return to Home
        </a>
        {signIn && (
          <a href={signInHref(pageContext.urlPathname)} className={buttonStyles({ variant: 'outline', size: 'lg' })}>
            <LogIn aria-hidden="true" />
            Sign In
          </a>
        )}
      </div>
    </section>
  );
}

function UnexpectedError() {
  const pageContext = usePageContext();
  const { status, statusText, message } = getErrorDetails(pageContext);

  return (
    <section aria-labelledby="error-heading" className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <span className="grid size-16 place-items-center rounded-2xl bg-danger/10 text-danger ring-1 ring-danger/25">
        <TriangleAlert className="size-8" aria-hidden="true" />
      </span>
      <h1 id="error-heading" className="mt-6 text-3xl font-bold tracking-tight sm:text-4xl">
        Unexpected Application Error!
      </h1>
      <p className="mt-4 font-mono text-lg text-muted-foreground">
        {`${status} ${statusText}`}
      </p>
      {message && <p className="mt-2 text-muted-foreground">{message}</p>}
      <div className="mt-10 flex flex-col gap-3 sm:flex-row">
        <a href="/" className={buttonStyles({ size: 'lg' })}>
          <Home aria-hidden="true" />
          Return to Home
        </a>
        <button type="button" onClick={() => window.location.reload()} className={buttonStyles({ variant: 'outline', size: 'lg' })}>
          <RotateCcw aria-hidden="true" />
          Try Again
        </button>
      </div>
    </section>
  );
}
