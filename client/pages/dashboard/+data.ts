import type { PageContextServer } from 'vike/types';
import { requireUser } from '../../lib/access';
import type { CreditsView, OrderSummaryView, ProfileView, UserView } from '#contracts/auth.contract';

/** Each part is null when it could not be read: the dashboard shows the others and says so for that one. */
export interface Data {
  profile: ProfileView | null;
  /** The profile could not be made on this first visit: the dashboard says so in the spec's words. */
  profileCreationFailed: boolean;
  credits: CreditsView | null;
  orders: OrderSummaryView[] | null;
  /** The account's address and whether it is verified. */
  account: UserView | null;
}

/** The signed-in visitor's profile (created on first visit), store credit, orders and account, read in parallel. */
export async function data(pageContext: PageContextServer): Promise<Data> {
  const user = requireUser(pageContext);
  const { account } = pageContext.services;
  const [profile, credits, orders, accountView] = await Promise.all([
    readProfile(account, user.id),
    orNull('Credits', account.credits(user.id)),
    orNull('Orders', account.orders(user.id)),
    orNull('Account', account.user(user.id)),
  ]);
  return { ...profile, credits, orders, account: accountView };
}

/** The code of ProfileCreationFailedError (src/profiles/profiles.errors.ts), which the server has logged already. */
const PROFILE_CREATION_FAILED = 'profile_creation_failed';

async function readProfile(account: PageContextServer['services']['account'], userId: string): Promise<Pick<Data, 'profile' | 'profileCreationFailed'>> {
  try {
    return { profile: await account.profile(userId), profileCreationFailed: false };
  } catch (error) {
    const creationFailed = (error as { code?: unknown } | null)?.code === PROFILE_CREATION_FAILED;
    if (!creationFailed) console.error('Profile fetch failed:', error);
    return { profile: null, profileCreationFailed: creationFailed };
  }
}

async function orNull<T>(what: string, promise: Promise<T>): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    console.error(`${what} fetch failed:`, error);
    return null;
  }
}
