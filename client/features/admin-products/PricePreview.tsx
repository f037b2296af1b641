/** What shoppers will pay for the price and discount being typed, read out as it changes. */
export function PricePreview({ id, preview }: { id: string; preview: string | null }) {
  return (
    <p id={id} aria-live="polite" className="rounded-lg bg-muted/50 px-3 py-2 text-sm">
      {preview ? (
        <>
          Shoppers will pay <strong className="font-semibold">{preview}</strong>.
        </>
      ) : (
        'Fix the price and discount to see what shoppers will pay.'
      )}
    </p>
  );
}
