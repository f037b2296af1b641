import type { ReactNode } from 'react';
import { InfoPageShell } from './InfoPageShell';

export interface LegalSection {
  /** The section's anchor, used by the table of contents and by links from other pages. */
  id: string;
  title: string;
  content: ReactNode;
}

interface LegalDocumentProps {
  icon: ReactNode;
  title: string;
  lead: ReactNode;
  meta?: ReactNode;
  /** Shown above the sections, such as the refund policy's no-refund notice. */
  notice?: ReactNode;
  sections: readonly LegalSection[];
}

/** Running text of a policy: readable line length, lists with markers, links that look like links. */
const prose =
  'space-y-4 leading-relaxed text-pretty text-muted-foreground [&_a]:font-medium [&_a]:text-highlight [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:no-underline [&_li]:pl-1 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-5 [&_strong]:font-semibold [&_strong]:text-foreground [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-5 [&_li::marker]:text-highlight';

/** A policy page: its heading, a table of contents (beside the text on wide screens), and numbered sections. */
export function LegalDocument({ icon, title, lead, meta, notice, sections }: LegalDocumentProps) {
  return (
    <InfoPageShell icon={icon} eyebrow="Legal" title={title} lead={lead} meta={meta}>
      <div className="grid gap-10 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-14">
        <nav aria-labelledby="contents-heading" className="lg:sticky lg:top-24 lg:self-start">
          <div className="rounded-2xl border border-border bg-card p-5 shadow-sm">
            <p id="contents-heading" className="text-sm font-semibold tracking-wide">
              On this page
            </p>
            <ol className="mt-3 space-y-1 text-sm">
              {sections.map((section, index) => (
                <li key={section.id}>
                  <a href={`#${section.id}`} className="flex gap-2 rounded-md px-2 py-1.5 text-muted-foreground transition-colors hover:bg-muted hover:text-foreground">
                    <span className="w-5 shrink-0 text-right tabular-nums" aria-hidden="true">
                      {index + 1}.
                    </span>
                    <span>{section.title}</span>
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>
        <article className="max-w-3xl min-w-0">
          {notice}
          <div className="space-y-12">
            {sections.map((section, index) => (
              <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="scroll-mt-24">
                <h2 id={`${section.id}-heading`} className="flex gap-3 text-2xl font-bold tracking-tight">
                  <span className="text-highlight tabular-nums" aria-hidden="true">
                    {index + 1}.
                  </span>
                  {section.title}
                </h2>
                <div className={`mt-4 ${prose}`}>{section.content}</div>
              </section>
            ))}
          </div>
        </article>
      </div>
    </InfoPageShell>
  );
}

/** The support address as a link, in a policy's contact section. */
export function SupportEmailLink({ email }: { email: string }) {
  return <a href={`mailto:${email}`}>{email}</a>;
}
