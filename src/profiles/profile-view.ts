import type { ProfileView } from '#contracts/auth.contract';
import type { ProfileRow } from './profiles.repository.js';

export function toProfileView(row: ProfileRow): ProfileView {
  return {
    id: row.id,
    email: row.email,
    phoneNumber: row.phone_number,
    steamTradeUrl: row.steam_trade_url,
    isVerified: row.is_verified,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
