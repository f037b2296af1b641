import { Headphones, ShieldCheck, Zap } from 'lucide-react';
import { usePageContext } from 'vike-react/usePageContext';
import { Logo } from './Logo';
import { platformHref } from '../../features/catalog/paths';
import { footerLinkGroups, type SiteLink } from './site-links';

const promises = [
  { Icon: Zap, title: 'Fast Delivery', text: 'Keys arrive by e-mail and in your account moments after payment.' },
  { Icon: ShieldCheck, title: 'Secure Transactions', text: 'Encrypted checkout through a trusted payment provider.' },
  { Icon: Headphones, title: 'Real People, Real Answers', text: 'Live chat with a person during our support hours; otherwise we reply by e-mail within 24 hours.' },
];

export function SiteFooter() {
  const { site } = usePageContext();
  // Every platform the store sells, from the catalogue: a new one shows here without a change of code.
  const platformLinks: SiteLink[] = site.platforms.map((platform) => ({ href: platformHref(platform), label: platform }));
  const groups = platformLinks.length ? [footerLinkGroups[0], { title: 'Platforms', links: platformLinks }, ...footerLinkGroups.slice(1)] : footerLinkGroups;
  return (
    <footer className="mt-auto border-t border-border bg-card/50">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <ul className="grid gap-6 border-b border-border py-10 sm:grid-cols-3">
          {promises.map(({ Icon, title, text }) => (
            <li key={title} className="flex items-start gap-4">
              <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-primary/10 text-highlight ring-1 ring-primary/20">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <div>
                <p className="font-semibold">{title}</p>
                <p className="mt-1 text-sm text-muted-foreground">{text}</p>
              </div>
            </li>
          ))}
        </ul>

        <div className="grid grid-cols-2 gap-x-6 gap-y-10 py-12 sm:grid-cols-4 lg:grid-cols-[1.6fr_1fr_1fr_1fr_1fr]">
          <div className="col-span-2 max-w-sm sm:col-span-4 lg:col-span-1">
            <Logo name={site.name} />
            <p className="mt-4 text-sm leading-relaxed text-muted-foreground">
              Digital game keys{site.platforms.length ? ` for ${listOf(site.platforms)}` : ''}, delivered instantly at prices that keep you playing.
            </p>
          </div>
          {groups.map((group) => (
            <nav key={group.title} aria-labelledby={`footer-${group.title.toLowerCase()}`}>
              <h2 id={`footer-${group.title.toLowerCase()}`} className="text-sm font-semibold tracking-wide">
                {group.title}
              </h2>
              <ul className="mt-4 space-y-3">
                {group.links.map((link) => (
                  <li key={link.href}>
                    <a href={link.href} className="rounded text-sm text-muted-foreground transition-colors hover:text-foreground">
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>

        <div className="flex flex-col gap-2 border-t border-border py-6 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
          <div className="space-y-1">
            <p>
              © {new Date().getFullYear()} {site.name}. All rights reserved.
            </p>
            <p data-testid="footer-seller">
              Sold by {site.seller.name}, registration no. {site.seller.registrationNumber}. Support:{' '}
              <a href={`mailto:${site.seller.supportEmail}`} className="break-all underline underline-offset-2 hover:text-foreground">
                {site.seller.supportEmail}
              </a>
            </p>
          </div>
          <p>Prices are shown in euro (EUR).</p>
        </div>
      </div>
    </footer>
  );
}

/** "PC, Steam and Xbox". */
function listOf(names: readonly string[]): string {
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}` : names.join('');
}
