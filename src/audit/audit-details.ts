/** Names of fields that could carry a key, a code or a secret; they never reach the audit log. */
const SECRET_FIELD = /^(codes?|keys?|cd_?keys?|password|secret|token|access_?token|refresh_?token)$/i;

/**
 * The details of an audit entry without any field named like a key, a code or a secret, at any
 * depth: callers pass counts and changed values, and this keeps a slip from writing a key to the log.
 */
export function auditDetails(details: Record<string, unknown>): Record<string, unknown> {
  return scrub(details) as Record<string, unknown>;
}

function scrub(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(scrub);
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .filter(([name]) => !SECRET_FIELD.test(name))
      .map(([name, inner]) => [name, scrub(inner)]),
  );
}
