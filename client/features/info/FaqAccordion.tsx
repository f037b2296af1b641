import './faq-accordion.css';
import * as Accordion from '@radix-ui/react-accordion';
import { ArrowRight, ChevronDown } from 'lucide-react';
import { useEffect, useState } from 'react';
import { faqItemFromHash, type FaqItem } from './faq';

/**
 * The questions as an accordion (Radix): one answer open at a time, and a click on the open
 * question closes it. An anchor in the address (`/faq#gifts`) opens that answer.
 */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  const [open, setOpen] = useState('');

  useEffect(() => {
    const openFromHash = () => {
      const id = faqItemFromHash(window.location.hash, items);
      if (id) setOpen(id);
    };
    openFromHash();
    window.addEventListener('hashchange', openFromHash);
    return () => window.removeEventListener('hashchange', openFromHash);
  }, [items]);

  return (
    <Accordion.Root type="single" collapsible value={open} onValueChange={setOpen} className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-card shadow-sm">
      {items.map((item, index) => (
        <Accordion.Item key={item.id} id={item.id} value={item.id} className="group/item scroll-mt-24">
          <Accordion.Header asChild>
            <h2>
              <Accordion.Trigger className="group flex w-full items-center gap-4 px-5 py-5 text-left transition-colors hover:bg-muted/40 focus-visible:-outline-offset-2 sm:px-6">
                <span
                  className="grid size-8 shrink-0 place-items-center rounded-lg bg-muted text-sm font-semibold text-muted-foreground tabular-nums transition-colors group-data-[state=open]:bg-primary/15 group-data-[state=open]:text-highlight"
                  aria-hidden="true"
                >
                  {index + 1}
                </span>
                <span className="min-w-0 flex-1 text-base font-semibold text-pretty sm:text-lg">{item.question}</span>
                <ChevronDown className="size-5 shrink-0 text-muted-foreground transition-transform duration-200 group-data-[state=open]:rotate-180 group-data-[state=open]:text-highlight" aria-hidden="true" />
              </Accordion.Trigger>
            </h2>
          </Accordion.Header>
          <Accordion.Content className="overflow-hidden data-[state=closed]:animate-[faq-close_180ms_ease-in] data-[state=open]:animate-[faq-open_200ms_ease-out]">
            <div className="space-y-3 px-5 pb-6 pl-[4.25rem] leading-relaxed text-pretty text-muted-foreground sm:px-6 sm:pl-[4.75rem]">
              {item.answer.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {item.links.length > 0 && (
                <p className="flex flex-wrap gap-x-5 gap-y-2 pt-1">
                  {item.links.map((link) => (
                    <a key={link.href} href={link.href} className="inline-flex items-center gap-1 text-sm font-semibold text-highlight underline-offset-2 hover:underline">
                      {link.label}
                      <ArrowRight className="size-3.5" aria-hidden="true" />
                    </a>
                  ))}
                </p>
              )}
            </div>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
