import { ArrowRight, BookOpen, ChevronRight, CircleUser, Clock, HelpCircle, Mail, MessageCircle, Package, Settings2, Wrench, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { IconTile, InfoPageShell } from '../../features/info/InfoPageShell';
import { LiveChatButton } from '../../features/info/LiveChatButton';
import { SupportHoursList } from '../../features/info/SupportHoursList';
import { buttonStyles } from '../../ui/button-styles';
import { GUIDES, GUIDES_ANCHOR, SUPPORT_TOPICS } from '../../features/info/support-topics';

const TOPIC_ICONS: Record<string, LucideIcon> = {
  'account-issues': CircleUser,
  'order-problems': Package,
  'technical-support': Wrench,
  'general-questions': Settings2,
};

export default function Page() {
  return (
    <InfoPageShell
      icon={<HelpCircle strokeWidth={2.25} />}
      eyebrow="Support Center"
      title="How can we help?"
      lead="Find an answer in the FAQ and our guides, or reach our team by e-mail around the clock and live during support hours."
    >
      <div className="space-y-20">
        <ul aria-label="Ways to get help" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          <HelpCard id="faq" icon={<HelpCircle />} title="FAQ" text="Answers to the questions we hear most: delivery, payments, refunds and gifts.">
            <a href="/faq" className={buttonStyles({ variant: 'outline', className: 'w-full' })}>
              Browse FAQ
            </a>
          </HelpCard>
          <HelpCard id="live-chat" icon={<MessageCircle />} title="Live Chat" text="A person answers live during our support hours; otherwise we reply by e-mail.">
            <LiveChatButton className="w-full" />
          </HelpCard>
          <HelpCard id="email-support" icon={<Mail />} title="Email Support" text="Send us a message any time. We reply within 24 hours.">
            <a href="/contact" className={buttonStyles({ variant: 'outline', className: 'w-full' })}>
              Contact Us
            </a>
          </HelpCard>
          <HelpCard id="documentation" icon={<BookOpen />} title="Documentation" text="Step-by-step guides to finding, activating and redeeming your keys.">
            <a href={`#${GUIDES_ANCHOR}`} className={buttonStyles({ variant: 'outline', className: 'w-full' })}>
              Read the Guides
            </a>
          </HelpCard>
        </ul>

        <section aria-labelledby="topics-heading">
          <SectionHeading id="topics-heading" title="Help Topics" text="Pick a topic to go straight to the right place." />
          <div className="mt-10 grid gap-6 md:grid-cols-2">
            {SUPPORT_TOPICS.map((topic) => {
              const Icon = TOPIC_ICONS[topic.id] ?? HelpCircle;
              return (
                <section key={topic.id} aria-labelledby={`${topic.id}-heading`} className="rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-6">
                  <div className="flex items-center gap-3">
                    <IconTile>
                      <Icon />
                    </IconTile>
                    <div>
                      <h3 id={`${topic.id}-heading`} className="text-lg font-semibold tracking-tight">
                        {topic.title}
                      </h3>
                      <p className="text-sm text-muted-foreground">{topic.text}</p>
                    </div>
                  </div>
                  <ul className="mt-4 divide-y divide-border">
                    {topic.links.map((link) => (
                      <li key={link.href}>
                        <a href={link.href} className="group flex items-center justify-between gap-3 rounded-md py-2.5 text-sm font-medium transition-colors hover:text-highlight">
                          {link.label}
                          <ChevronRight className="size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5 group-hover:text-highlight" aria-hidden="true" />
                        </a>
                      </li>
                    ))}
                  </ul>
                </section>
              );
            })}
          </div>
        </section>

        <section id={GUIDES_ANCHOR} aria-labelledby="guides-heading" tabIndex={-1} className="scroll-mt-24 focus:outline-none">
          <SectionHeading id="guides-heading" title="Guides" text="Short how-tos for the things players ask us about most." />
          <div className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {GUIDES.map((guide) => (
              <section key={guide.id} id={guide.id} aria-labelledby={`${guide.id}-heading`} className="flex scroll-mt-24 flex-col rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-6">
                <h3 id={`${guide.id}-heading`} className="text-lg font-semibold tracking-tight">
                  {guide.title}
                </h3>
                <ol className="mt-4 flex-1 space-y-3">
                  {guide.steps.map((step, index) => (
                    <li key={step} className="flex gap-3 text-sm leading-relaxed text-muted-foreground">
                      <span className="grid size-6 shrink-0 place-items-center rounded-full bg-primary/10 text-xs font-semibold text-highlight ring-1 ring-primary/20" aria-hidden="true">
                        {index + 1}
                      </span>
                      <span className="min-w-0 pt-0.5">{step}</span>
                    </li>
                  ))}
                </ol>
                {guide.link && (
                  <a href={guide.link.href} className="mt-5 inline-flex items-center gap-1 text-sm font-semibold text-highlight underline-offset-2 hover:underline">
                    {guide.link.label}
                    <ArrowRight className="size-3.5" aria-hidden="true" />
                  </a>
                )}
              </section>
            ))}
          </div>
        </section>

        <section aria-labelledby="hours-heading" className="grid items-center gap-8 rounded-3xl border border-border bg-card p-6 shadow-sm sm:p-10 lg:grid-cols-[1fr_20rem]">
          <div>
            <div className="flex items-center gap-3">
              <IconTile>
                <Clock />
              </IconTile>
              <h2 id="hours-heading" className="text-2xl font-bold tracking-tight">
                Support Hours
              </h2>
            </div>
            <p className="mt-4 max-w-xl leading-relaxed text-pretty text-muted-foreground">
              Write to us by e-mail or in the chat at any time: we reply within 24 hours. During support hours a person answers the live chat as you write.
            </p>
            <a href="/contact" className={buttonStyles({ className: 'mt-6' })}>
              <Mail aria-hidden="true" />
              Send us a message
            </a>
          </div>
          <SupportHoursList className="rounded-2xl bg-muted/50 p-5" />
        </section>
      </div>
    </InfoPageShell>
  );
}

function HelpCard({ id, icon, title, text, children }: { id: string; icon: ReactNode; title: string; text: string; children: ReactNode }) {
  return (
    <li className="flex flex-col rounded-2xl border border-border bg-card p-6 shadow-sm transition-colors hover:border-primary/40">
      <IconTile>{icon}</IconTile>
      <h2 id={`${id}-card-heading`} className="mt-5 text-lg font-semibold tracking-tight">
        {title}
      </h2>
      <p className="mt-2 flex-1 text-sm leading-relaxed text-muted-foreground">{text}</p>
      <div className="mt-5">{children}</div>
    </li>
  );
}

function SectionHeading({ id, title, text }: { id: string; title: string; text: string }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <h2 id={id} className="text-3xl font-bold tracking-tight sm:text-4xl">
        {title}
      </h2>
      <p className="mt-3 text-lg text-muted-foreground">{text}</p>
    </div>
  );
}
