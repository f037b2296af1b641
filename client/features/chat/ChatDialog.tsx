import { Dialog } from '../../ui/Dialog';
import { ChatPanel } from './ChatPanel';

/** The Live Chat dialog: the panel is mounted, and its live stream connected, only while it is open. */
export function ChatDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title="Live Chat" description="Write to the Keyshop team. The conversation stays here when you come back.">
      <ChatPanel />
    </Dialog>
  );
}
