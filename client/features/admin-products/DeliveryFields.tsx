import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { ACTIVATION_PLATFORMS } from '#contracts/activation-platform.constants';
import { DELIVERY_KIND_TEXT, DELIVERY_KINDS } from '#contracts/delivery-kind.constants';
import { cn } from '../../lib/cn';
import { inputStyles } from '../../ui/FormField';
import type { EditValues } from './products';

/** How the product is delivered and where its key activates, as the admin chooses them. */
export function DeliveryFields({ form }: { form: UseFormReturn<EditValues> }) {
  const kindId = useId();
  const platformId = useId();
  const kind = form.watch('deliveryKind');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="space-y-1.5">
        <label htmlFor={kindId} className="text-sm font-medium">
          Delivery
        </label>
        <select id={kindId} {...form.register('deliveryKind')} aria-describedby={`${kindId}-hint`} className={cn(inputStyles, 'pr-8')}>
          {DELIVERY_KINDS.map((value) => (
            <option key={value} value={value}>
              {DELIVERY_KIND_TEXT[value].name}
            </option>
          ))}
        </select>
        <p id={`${kindId}-hint`} className="text-xs text-muted-foreground">
          Shoppers read: {DELIVERY_KIND_TEXT[kind].short}.
        </p>
      </div>
      <div className="space-y-1.5">
        <label htmlFor={platformId} className="text-sm font-medium">
          Activates on
        </label>
        <select id={platformId} {...form.register('activationPlatform')} aria-describedby={`${platformId}-hint`} className={cn(inputStyles, 'pr-8')}>
          <option value="">None named</option>
          {ACTIVATION_PLATFORMS.map((platform) => (
            <option key={platform} value={platform}>
              {platform}
            </option>
          ))}
        </select>
        <p id={`${platformId}-hint`} className="text-xs text-muted-foreground">
          Its steps and redeem link go with each key; none for physical items.
        </p>
      </div>
    </div>
  );
}
