import { MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { ChatDialog } from '../chat/ChatDialog';
import { buttonStyles, type ButtonSize, type ButtonVariant } from '../../ui/button-styles';

interface LiveChatButtonProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/** Live Chat on the contact and support pages: opens the chat with the team, as the corner button does on every page. */
export function LiveChatButton({ variant = 'outline', size = 'md', className }: LiveChatButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" aria-haspopup="dialog" onClick={() => setOpen(true)} className={buttonStyles({ variant, size, className })}>
        <MessageCircle aria-hidden="true" />
        Live Chat
      </button>
      <ChatDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
