/** A delivered key as the account and the admin show it: masked, with when it was first revealed. Plain data. */
export interface DeliveredKeyView {
  id: string;
  productId: string;
  productName: string;
  platform: string;
  masked: string;
  revealedAt: string | null;
}
