import type { UserView } from '#contracts/auth.contract';
import type { UserRow } from './users.repository.js';

/** `pendingEmail`: a new address just asked for, which replaces `email` once its link is followed. */
export function toUserView(row: UserRow, pendingEmail: string | null = null): UserView {
  return {
    id: row.id,
    email: row.email,
    emailVerified: row.email_verified_at !== null,
    pendingEmail,
    phone: row.phone,
    role: row.role,
    createdAt: row.created_at.toISOString(),
  };
}
