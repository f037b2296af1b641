import type { PageContextServer } from 'vike/types';
import { requireUser } from '../../lib/access';
import type { CreditsView, OrderSummaryView, ProfileView } from '#contracts/auth.contract';

/** Each part is null when it could not be read: the dashboard shows the others and says so for that one. */
export interface Data {
  profile: ProfileView | null;
  credits: CreditsView | null;
  orders: OrderSummaryView[] | null;
}

/** The signed-in visitor's profile (created on first visit), store credit and orders, read in parallel. */
export async function data(pageContext: PageContextServer): Promise<Data> {
  const user = requireUser(pageContext);
  const { account } = pageContext.services;
  const [profile, credits, orders] = await Promise.all([
    orNull('Profile', account.profile(user.id)),
    orNull('Credits', account.credits(user.id)),
    orNull('Orders', account.orders(user.id)),
  ]);
  return { profile, credits, orders };
}

async function orNull<T>(what: string, promise: Promise<T>): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    console.error(`${what} fetch failed:`, error);
    return null;
  }
}
