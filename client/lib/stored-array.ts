/**
 * The array a browser storage entry holds, or an empty one. Storage is outside our control (old
 * versions, other scripts, hand edits), so anything that is not a JSON array reads as empty; callers
 * still check each element.
 */
export function readStoredArray(raw: string | null): unknown[] {
  if (!raw) return [];
  try {
    const data: unknown = JSON.parse(raw);
    return Array.isArray(data) ? data : [];
  } catch {
    return [];
  }
}
