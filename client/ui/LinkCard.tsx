import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';

/** A card that is one link: an icon, a title and a line on what is behind it (the admin dashboard's sections). */
export function LinkCard({ href, icon, title, children }: { href: string; icon: ReactNode; title: ReactNode; children: ReactNode }) {
  return (
    <a href={href} className="group flex items-center gap-4 rounded-2xl border border-border bg-card p-5 shadow-sm transition-colors hover:border-primary/50 sm:p-6">
      <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-primary/10 text-highlight ring-1 ring-primary/20 [&_svg]:size-5" aria-hidden="true">
        {icon}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-lg font-semibold tracking-tight">{title}</span>
        <span className="mt-0.5 block text-sm text-muted-foreground">{children}</span>
      </span>
      <ChevronRight className="size-5 text-muted-foreground transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
    </a>
  );
}
