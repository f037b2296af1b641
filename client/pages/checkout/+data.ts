import type { PageContextServer } from 'vike/types';
import { requireUser } from '../../lib/access';
import type { CheckoutPrefill } from '../../features/checkout/CheckoutForm';

export type Data = CheckoutPrefill;

/**
 * What the account already knows for the form: its e-mail, the phone and Steam trade URL of its
 * profile, and its store credit balance, read in parallel.
 */
export async function data(pageContext: PageContextServer): Promise<Data> {
  const user = requireUser(pageContext);
  const { account } = pageContext.services;
  const [contact, creditBalanceCents] = await Promise.all([
    account.profile(user.id).then(
      (profile) => ({ email: profile.email || user.email, phone: profile.phoneNumber ?? '', steamTradeUrl: profile.steamTradeUrl ?? '' }),
      (error: unknown) => {
        // The form still works without the profile: the shopper types what it would have filled in.
        console.error('Profile fetch failed:', error);
        return { email: user.email, phone: '', steamTradeUrl: '' };
      },
    ),
    account.credits(user.id).then(
      (credits) => Math.max(0, credits.balanceCents),
      (error: unknown) => {
        // Without the balance the shopper pays as usual; the credit stays for another order.
        console.error('Credits fetch failed:', error);
        return 0;
      },
    ),
  ]);
  return { ...contact, creditBalanceCents };
}
