import { TriangleAlert } from 'lucide-react';
import { Dialog } from '../../ui/Dialog';
import { buttonStyles } from '../../ui/button-styles';

interface RegionWarningDialogProps {
  open: boolean;
  productName: string;
  warning: string;
  onAddAnyway: () => void;
  onCancel: () => void;
}

/** Asked before a region-locked key goes into the cart when the shopper seems to be elsewhere. */
export function RegionWarningDialog({ open, productName, warning, onAddAnyway, onCancel }: RegionWarningDialogProps) {
  return (
    <Dialog open={open} onClose={onCancel} title={`Check the region of ${productName}`}>
      <p className="flex gap-3 rounded-lg bg-amber-500/10 p-3 text-sm font-medium text-amber-800 ring-1 ring-amber-500/30 dark:text-amber-200">
        <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span data-testid="region-warning">{warning}</span>
      </p>
      <p className="mt-3 text-sm text-muted-foreground">
        A key that will not activate where you are is not defective, and cannot be refunded for that reason. Change your country in your profile if it is wrong.
      </p>
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <button type="button" onClick={onCancel} className={buttonStyles({ variant: 'outline' })}>
          Cancel
        </button>
        <button type="button" onClick={onAddAnyway} className={buttonStyles({ variant: 'primary' })}>
          Add anyway
        </button>
      </div>
    </Dialog>
  );
}
