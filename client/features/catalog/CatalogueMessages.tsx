import { RotateCcw, SearchX, TriangleAlert } from 'lucide-react';
import { reload } from 'vike/client/router';
import { buttonStyles } from '../../ui/button-styles';

/** Nothing matches the filters. */
export function NoResults({ onClear }: { onClear?: () => void }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-border px-6 py-16 text-center">
      <span className="grid size-14 place-items-center rounded-2xl bg-muted text-muted-foreground">
        <SearchX className="size-7" aria-hidden="true" />
      </span>
      <h2 className="mt-5 text-xl font-semibold">No games found</h2>
      <p className="mt-2 text-muted-foreground">Try adjusting your filters or search terms</p>
      {onClear && (
        <button type="button" onClick={onClear} className={buttonStyles({ variant: 'outline', className: 'mt-6' })}>
          Clear All
        </button>
      )}
    </div>
  );
}

/** The catalogue could not be read. */
export function LoadError() {
  return (
    <div role="alert" className="flex flex-col items-center rounded-2xl border border-danger/30 bg-danger/5 px-6 py-16 text-center">
      <span className="grid size-14 place-items-center rounded-2xl bg-danger/10 text-danger ring-1 ring-danger/25">
        <TriangleAlert className="size-7" aria-hidden="true" />
      </span>
      <h2 className="mt-5 text-xl font-semibold">Something went wrong</h2>
      <p className="mt-2 text-muted-foreground">Unable to load products. Please try again later.</p>
      <button type="button" onClick={() => void reload()} className={buttonStyles({ variant: 'outline', className: 'mt-6' })}>
        <RotateCcw aria-hidden="true" />
        Try Again
      </button>
    </div>
  );
}
