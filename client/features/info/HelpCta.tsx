import { LifeBuoy, Mail } from 'lucide-react';
import { buttonStyles } from '../../ui/button-styles';

/** The closing band of an information page: where to turn next. */
export function HelpCta({ title = 'Still have questions?', text }: { title?: string; text: string }) {
  return (
    <section aria-labelledby="help-cta-heading" className="relative isolate overflow-hidden rounded-3xl border border-border bg-card px-6 py-10 text-center shadow-sm sm:px-10">
      <div aria-hidden="true" className="bg-glow absolute -top-24 left-1/2 -z-10 h-64 w-full max-w-xl -translate-x-1/2 opacity-60" />
      <h2 id="help-cta-heading" className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      <p className="mx-auto mt-2 max-w-xl text-pretty text-muted-foreground">{text}</p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <a href="/contact" className={buttonStyles({ size: 'lg' })}>
          <Mail aria-hidden="true" />
          Contact Us
        </a>
        <a href="/support" className={buttonStyles({ variant: 'outline', size: 'lg' })}>
          <LifeBuoy aria-hidden="true" />
          Visit Support
        </a>
      </div>
    </section>
  );
}
