import { Home } from 'lucide-react';
import { useEffect } from 'react';
import { buttonStyles } from '../ui/button-styles';

/**
 * The site's 404 page, for an order that does not exist or is not the visitor's: known only once the
 * browser has asked the API, so it is drawn here rather than by the router. Both cases look the same.
 */
export function OrderNotFound({ path }: { path: string }) {
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
