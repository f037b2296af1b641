import { ArrowRight, Clock, HelpCircle, Mail, MessageCircle, MessagesSquare } from 'lucide-react';
import { type ReactNode } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { ContactForm } from '../../features/info/ContactForm';
import { IconTile, InfoPageShell } from '../../features/info/InfoPageShell';
import { LiveChatButton } from '../../features/info/LiveChatButton';
import { SupportHoursList } from '../../features/info/SupportHoursList';
import { ToastProvider } from '../../ui/Toaster';
import { CONTACT_FORM_ANCHOR } from '../../features/info/contact-form';

export default function Page() {
  const { site, user } = usePageContext();
  return (
    <ToastProvider>
      <InfoPageShell
        icon={<MessagesSquare strokeWidth={2.25} />}
        eyebrow="We're here to help"
        title="Contact Us"
        lead="Questions about an order, a key or your account? Send us a message and we will get back to you within 24 hours."
      >
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <section id={CONTACT_FORM_ANCHOR} aria-labelledby="contact-form-heading" className="scroll-mt-24 rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-8">
            <h2 id="contact-form-heading" className="text-xl font-semibold tracking-tight">
              Send us a message
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">All fields are required. For an order, the order number helps us find it quickly.</p>
            <div className="mt-6">
              <ContactForm supportEmail={site.supportEmail} initialEmail={user?.email ?? ''} />
            </div>
          </section>

          <div className="space-y-6">
            <SideCard id="email-support" icon={<Mail />} title="Email Support">
              <p>Write to us any time, day or night. We reply within 24 hours.</p>
              <a href={`mailto:${site.supportEmail}`} className="mt-3 inline-block font-semibold break-all text-highlight underline-offset-2 hover:underline">
                {site.supportEmail}
              </a>
            </SideCard>

            <SideCard id="live-chat" icon={<MessageCircle />} title="Live Chat">
              <p>A person answers live during our support hours; otherwise we reply by e-mail.</p>
              <LiveChatButton className="mt-4 w-full" />
            </SideCard>

            <SideCard id="support-hours" icon={<Clock />} title="Support Hours">
              <SupportHoursList className="mt-1" />
            </SideCard>

            <a href="/faq" className="group flex items-center gap-4 rounded-2xl border border-border bg-card p-5 shadow-sm transition-colors hover:border-primary/50">
              <IconTile>
                <HelpCircle />
              </IconTile>
              <span className="min-w-0 flex-1">
                <span className="block font-semibold">Quick answers</span>
                <span className="mt-0.5 block text-sm text-muted-foreground">Delivery, payments, refunds and gifts in our FAQ.</span>
              </span>
              <ArrowRight className="size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
            </a>
          </div>
        </div>
      </InfoPageShell>
    </ToastProvider>
  );
}

function SideCard({ id, icon, title, children }: { id: string; icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-6">
      <div className="flex items-center gap-3">
        <IconTile>{icon}</IconTile>
        <h2 id={`${id}-heading`} className="text-lg font-semibold tracking-tight">
          {title}
        </h2>
      </div>
      <div className="mt-4 text-sm text-muted-foreground">{children}</div>
    </section>
  );
}
