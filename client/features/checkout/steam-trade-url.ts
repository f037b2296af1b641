import { STEAM_TRADE_URL_HINT } from './checkout-form';

/**
 * The checkout's Steam trade URL field: the buyer's own, or, in a gift order holding Steam gifts, the
 * recipient's, since the trade offer goes to whoever receives the gift.
 */
export function steamTradeUrlField(forRecipient: boolean): { label: string; hint: string } {
  return forRecipient
    ? { label: "Recipient's Steam Trade URL", hint: 'The Steam gift is sent as a trade offer to the person you give it to: ask them for their trade offer link (Steam inventory › Trade Offers › Who can send me Trade Offers?).' }
    : { label: 'Steam Trade URL', hint: STEAM_TRADE_URL_HINT };
}
