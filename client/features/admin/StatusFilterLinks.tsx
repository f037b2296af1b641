import { filterOptionClass } from '../../ui/filter-option-styles';

interface StatusFilterLinksProps<Status extends string> {
  statuses: readonly Status[];
  current: Status | null;
  labelOf: (status: Status) => string;
  /** The list's address for a status, null for all. */
  hrefOf: (status: Status | null) => string;
}

/** All, or one status: links, so that the filter lives in the URL. */
export function StatusFilterLinks<Status extends string>({ statuses, current, labelOf, hrefOf }: StatusFilterLinksProps<Status>) {
  const options: { value: Status | null; label: string }[] = [{ value: null, label: 'All' }, ...statuses.map((value) => ({ value, label: labelOf(value) }))];
  return (
    <nav aria-label="Filter by status">
      <ul className="flex flex-wrap gap-1.5 rounded-xl bg-muted/60 p-1">
        {options.map(({ value, label }) => (
          <li key={label}>
            <a href={hrefOf(value)} aria-current={value === current ? 'page' : undefined} className={filterOptionClass(value === current)}>
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
