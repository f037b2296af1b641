import { Mail, MessageCircle, Send } from 'lucide-react';
import { useRef, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { CONTACT_FORM_HREF } from './contact-form';
import { supportStatus } from './support-hours';
import { cn } from '../../lib/cn';
import { buttonStyles, type ButtonSize, type ButtonVariant } from '../../ui/button-styles';
import { Dialog } from '../../ui/Dialog';
import { SupportHoursList } from './SupportHoursList';

interface LiveChatButtonProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  /**
   * On the contact page itself: instead of a link to the form, the dialog closes and this runs,
   * once the focus has gone back to where it was.
   */
  onLeaveMessage?: () => void;
}

/**
 * Live Chat: a dialog that says whether the support team is at work right now (and until when, or
 * when it is back), shows the support hours, and leads to the two ways of reaching the team that
 * always work: the contact form and e-mail.
 */
export function LiveChatButton({ variant = 'outline', size = 'md', className, onLeaveMessage }: LiveChatButtonProps) {
  const [open, setOpen] = useState(false);
  const leavingMessage = useRef(false);

  const closed = () => {
    setOpen(false);
    if (!leavingMessage.current) return;
    leavingMessage.current = false;
    // The dialog gives the focus back to this button after this call; the form takes it then.
    setTimeout(() => onLeaveMessage?.(), 0);
  };

  return (
    <>
      <button type="button" aria-haspopup="dialog" onClick={() => setOpen(true)} className={buttonStyles({ variant, size, className })}>
        <MessageCircle aria-hidden="true" />
        Live Chat
      </button>
      <Dialog open={open} onClose={closed} title="Live Chat" description="Talk to our support team during support hours.">
        <LiveChatContent
          onLeaveMessage={
            onLeaveMessage &&
            (() => {
              leavingMessage.current = true;
              setOpen(false);
            })
          }
        />
      </Dialog>
    </>
  );
}

/** Mounted only while the dialog is open, in the browser: the status is the visitor's moment. */
function LiveChatContent({ onLeaveMessage }: { onLeaveMessage?: () => void }) {
  const { site } = usePageContext();
  const status = supportStatus(new Date());
  return (
    <div className="space-y-5">
      <div className="flex items-start gap-3 rounded-xl bg-muted/50 p-4">
        <span className="relative mt-1.5 flex size-2.5 shrink-0" aria-hidden="true">
          {status.open && <span className="absolute inline-flex size-full animate-ping rounded-full bg-emerald-400 opacity-60" />}
          <span className={cn('relative inline-flex size-2.5 rounded-full', status.open ? 'bg-emerald-500' : 'bg-zinc-400')} />
        </span>
        <div className="min-w-0 text-sm">
          <p className="font-semibold">{status.open ? `Our team is online now, until ${status.closesAt}.` : `Our team is offline right now: back ${status.opensAt}.`}</p>
          <p className="mt-1 text-pretty text-muted-foreground">
            {status.open
              ? 'Send us your question through the contact form or by e-mail: while we are online, the team picks up new messages as they arrive.'
              : 'Leave us a message through the contact form or by e-mail, and we will reply within 24 hours.'}
          </p>
        </div>
      </div>
      <div>
        <h3 className="text-sm font-semibold">Support hours</h3>
        <SupportHoursList className="mt-3" />
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        {onLeaveMessage ? (
          <button type="button" onClick={onLeaveMessage} className={buttonStyles({ className: 'flex-1' })}>
            <Send aria-hidden="true" />
            Send a message
          </button>
        ) : (
          <a href={CONTACT_FORM_HREF} className={buttonStyles({ className: 'flex-1' })}>
            <Send aria-hidden="true" />
            Send a message
          </a>
        )}
        <a href={`mailto:${site.supportEmail}`} className={buttonStyles({ variant: 'outline', className: 'flex-1' })}>
          <Mail aria-hidden="true" />
          E-mail support
        </a>
      </div>
    </div>
  );
}
