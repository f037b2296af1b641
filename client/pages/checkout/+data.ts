import type { PageContextServer } from 'vike/types';
import { requireUser } from '../../account/access';
import type { CheckoutPrefill } from '../../components/checkout/CheckoutForm';

export type Data = CheckoutPrefill;

/** What the account already knows for the form: its e-mail, and the phone and Steam trade URL of its profile. */
export async function data(pageContext: PageContextServer): Promise<Data> {
  const user = requireUser(pageContext);
  try {
    const profile = await pageContext.services.account.profile(user.id);
    return { email: profile.email || user.email, phone: profile.phoneNumber ?? '', steamTradeUrl: profile.steamTradeUrl ?? '' };
  } catch (error) {
    // The form still works without the profile: the shopper types what it would have filled in.
    console.error('Profile fetch failed:', error);
    return { email: user.email, phone: '', steamTradeUrl: '' };
  }
}
