import type { AppConfig } from '../config/app-config.js';
import type { Role } from './auth-user.js';

/** Whether ADMIN_EMAILS names this address (case-insensitively). */
export function isAdminEmail(config: AppConfig, email: string): boolean {
  return config.auth.adminEmails.includes(email.trim().toLowerCase());
}

/** The role a new account gets: admin when ADMIN_EMAILS names it, customer otherwise. */
export function roleForNewAccount(config: AppConfig, email: string): Role {
  return isAdminEmail(config, email) ? 'admin' : 'customer';
}
