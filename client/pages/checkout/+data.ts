import type { PageContextServer } from 'vike/types';
import { requireUser } from '../../lib/access';
import type { CheckoutPrefill } from '../../features/checkout/CheckoutForm';
import { DEFAULT_COUNTRY } from '../../features/checkout/checkout-form';

export type Data = CheckoutPrefill;

/**
 * What the account already knows for the form: its e-mail; name, phone and country of its last paid
 * order (so the country the fraud review compares with is the one filled in), else the profile's
 * phone and South Africa; the profile's Steam trade URL; and its store credit balance, read in parallel.
 */
export async function data(pageContext: PageContextServer): Promise<Data> {
  const user = requireUser(pageContext);
  const { account } = pageContext.services;
  const [contact, lastOrder, creditBalanceCents] = await Promise.all([
    account.profile(user.id).then(
      (profile) => ({ email: profile.email || user.email, phone: profile.phoneNumber ?? '', steamTradeUrl: profile.steamTradeUrl ?? '' }),
      (error: unknown) => {
        // The form still works without the profile: the shopper types what it would have filled in.
        console.error('Profile fetch failed:', error);
        return { email: user.email, phone: '', steamTradeUrl: '' };
      },
    ),
    account.lastOrderContact(user.id).catch((error: unknown) => {
      // The shopper types their name; the country starts at the default.
      console.error('Last order fetch failed:', error);
      return null;
    }),
    account.credits(user.id).then(
      (credits) => Math.max(0, credits.balanceCents),
      (error: unknown) => {
        // Without the balance the shopper pays as usual; the credit stays for another order.
        console.error('Credits fetch failed:', error);
        return 0;
      },
    ),
  ]);
  return {
    ...contact,
    firstName: lastOrder?.firstName ?? '',
    lastName: lastOrder?.lastName ?? '',
    phone: lastOrder?.phone || contact.phone,
    country: lastOrder?.country ?? DEFAULT_COUNTRY,
    creditBalanceCents,
  };
}
