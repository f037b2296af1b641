import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AccountSessionView } from '#contracts/sessions.contract';
import { AccountSessionNotFoundError } from './auth.errors.js';
import type { AuthUser } from './auth-user.js';
import { describeDevice } from './device-description.js';
import { AccountSessionRow, SessionsRepository } from './sessions.repository.js';

/** The most sessions listed: far more than anyone keeps, and the list stays one small page. */
export const MAX_LISTED_SESSIONS = 50;

/** The account's own view of its sessions: which devices are signed in, and signing one of them out. */
@Injectable()
export class AccountSessionsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly sessions: SessionsRepository,
  ) {}

  /** The caller's live sessions, the most recently used first, the caller's own marked current. */
  async list(user: AuthUser): Promise<AccountSessionView[]> {
    const rows = await this.sessions.liveOf(user.id, MAX_LISTED_SESSIONS);
    return rows.map((row) => toAccountSessionView(row, user.sessionId));
  }

  /**
   * Signs out one session of the caller's: its refresh token stops working, and so do its access
   * tokens, which are checked against the session on every request. Another account's id is not found.
   */
  async signOut(user: AuthUser, sessionId: string): Promise<void> {
    const found = await this.sessions.revokeOwn(this.db, user.id, sessionId, 'logout_session');
    if (!found) throw new AccountSessionNotFoundError();
  }
}

function toAccountSessionView(row: AccountSessionRow, currentSessionId: string): AccountSessionView {
  return {
    id: row.id,
    device: describeDevice(row.user_agent),
    createdAt: row.created_at.toISOString(),
    lastUsedAt: row.last_used_at.toISOString(),
    current: row.id === currentSessionId,
  };
}
