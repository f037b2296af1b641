/**
 * What the accounts API answers, to the API and to the pages alike. Plain data only (the client
 * imports these types). Money is integer euro cents; dates are ISO 8601 strings.
 */

export interface UserView {
  id: string;
  email: string;
  phone: string | null;
  role: 'customer' | 'admin';
  createdAt: string;
}

/** A signed-in session, as GoTrue answers it: `expires_at` is in Unix seconds. */
export interface SessionView {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: UserView;
}

export interface ProfileView {
  id: string;
  email: string;
  phoneNumber: string | null;
  steamTradeUrl: string | null;
  isVerified: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface CreditEntryView {
  id: string;
  amountCents: number;
  source: string;
  /** Masked: only the last characters of the key are shown. */
  cdKey: string | null;
  /** The order the credit was spent on or returned from. */
  orderNumber: string | null;
  createdAt: string;
}

export interface CreditsView {
  balanceCents: number;
  /** Newest first. */
  history: CreditEntryView[];
}

export interface OrderSummaryView {
  id: string;
  orderNumber: string;
  createdAt: string;
  status: string;
  totalCents: number;
  itemCount: number;
}
