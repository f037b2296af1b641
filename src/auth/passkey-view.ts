import type { PasskeyView } from '#contracts/passkeys.contract';
import type { PasskeyRow } from './passkeys.repository.js';

export function toPasskeyView(row: PasskeyRow): PasskeyView {
  return { id: row.id, name: row.name, createdAt: row.created_at.toISOString(), lastUsedAt: row.last_used_at?.toISOString() ?? null };
}
