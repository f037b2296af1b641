import { FileDown } from 'lucide-react';
import { receiptFileName } from '#contracts/receipts.constants';
import { buttonStyles } from '../../ui/button-styles';

/** The PDF receipt of a paid order, downloaded from `href` (the buyer's or the admin's address); nothing before it is paid. */
export function ReceiptDownloadLink({ orderNumber, href, available }: { orderNumber: string; href: string; available: boolean }) {
  if (!available) return null;
  return (
    <a href={href} download={receiptFileName(orderNumber)} className={buttonStyles({ variant: 'outline', size: 'sm', className: 'w-full' })}>
      <FileDown aria-hidden="true" />
      Download receipt (PDF)
    </a>
  );
}
