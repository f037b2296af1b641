import { cn } from '../lib/cn';

/** One option of a status filter, link or toggle button alike, so that every admin list's filter looks the same. */
export function filterOptionClass(selected: boolean): string {
  return cn(
    'inline-flex h-8 items-center rounded-lg px-3 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground',
    selected && 'bg-card text-foreground shadow-sm ring-1 ring-border',
  );
}
