import { MessagesSquare } from 'lucide-react';
import { LinkCard } from '../../ui/LinkCard';
import { ADMIN_CHAT_PATH } from './admin-chat';

/** The admin dashboard's way to the live chat inbox. */
export function AdminChatLinkCard() {
  return (
    <LinkCard href={ADMIN_CHAT_PATH} icon={<MessagesSquare />} title="Live chat">
      Answer shoppers as they write. While the inbox is open you count as online; otherwise they are told we reply by e-mail.
    </LinkCard>
  );
}
