import type { ActivationPlatform } from '#contracts/activation-platform.constants';
import type { DeliveryKind } from '#contracts/delivery-kind.constants';

/** What pricing and checkout need of a product, read fresh from Postgres (never from the cache). */
export interface PricedProduct {
  id: string;
  name: string;
  slug: string;
  image: string | null;
  platform: string;
  categoryName: string | null;
  categorySlug: string | null;
  priceCents: number;
  stock: number;
  active: boolean;
  deliveryKind: DeliveryKind;
  activationPlatform: ActivationPlatform | null;
  /** Its release date (YYYY-MM-DD) when that is after today: it sells as a pre-order, delivered on that day. */
  preOrderReleaseDate: string | null;
}
