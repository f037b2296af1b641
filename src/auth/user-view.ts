import type { UserView } from '#contracts/auth.contract';
import type { UserRow } from './users.repository.js';

export function toUserView(row: UserRow): UserView {
  return { id: row.id, email: row.email, phone: row.phone, role: row.role, createdAt: row.created_at.toISOString() };
}
