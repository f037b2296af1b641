import { GLOBAL_REGION, REGIONS } from '#contracts/regions.constants';

/** Where a key activates, and for a region-locked key where it does not. */
export function RegionsDetail({ region }: { region: string }) {
  if (region === GLOBAL_REGION) return <span data-testid="key-regions">Every region (a Global key)</span>;
  const elsewhere = REGIONS.filter((other) => other !== GLOBAL_REGION && other !== region);
  return (
    <span data-testid="key-regions">
      <span className="font-medium">{region} only</span>
      <span className="block text-xs text-muted-foreground">Will not activate in {elsewhere.join(', ')}.</span>
    </span>
  );
}
