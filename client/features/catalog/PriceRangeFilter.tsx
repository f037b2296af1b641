import * as Slider from '@radix-ui/react-slider';
import { useEffect, useRef, useState } from 'react';
import { PRICE_MAX, PRICE_MIN, PRICE_STEP, type PriceRange } from './filter-state';

/** The slider waits this long after the last movement before it changes the results. */
const SLIDER_DEBOUNCE_MS = 350;

const priceLabel = (euros: number) => (euros >= PRICE_MAX ? `€${PRICE_MAX}+` : `€${euros}`);

/** The two-thumb price slider; its top means "and above". */
export function PriceRangeFilter({ value, onChange }: { value: PriceRange; onChange: (range: PriceRange) => void }) {
  const [local, setLocal] = useState<PriceRange>(value);
  const sent = useRef<PriceRange>(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [min, max] = value;

  // Follow the URL (Back, Clear All) unless it is only catching up with what this slider sent.
  useEffect(() => {
    if (min !== sent.current[0] || max !== sent.current[1]) {
      clearTimeout(timer.current);
      sent.current = [min, max];
      setLocal([min, max]);
    }
  }, [min, max]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (next: number[]) => {
    const range: PriceRange = [next[0], next[1]];
    setLocal(range);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      sent.current = range;
      onChange(range);
    }, SLIDER_DEBOUNCE_MS);
  };

  return (
    <fieldset>
      <legend className="text-sm font-semibold">Price range</legend>
      <p className="mt-1 text-sm text-muted-foreground tabular-nums" aria-hidden="true">
        {priceLabel(local[0])} – {priceLabel(local[1])}
      </p>
      <Slider.Root
        value={[...local]}
        onValueChange={change}
        min={PRICE_MIN}
        max={PRICE_MAX}
        step={PRICE_STEP}
        minStepsBetweenThumbs={1}
        className="relative mt-4 flex h-5 w-full touch-none items-center select-none"
      >
        <Slider.Track className="relative h-1.5 grow overflow-hidden rounded-full bg-muted">
          <Slider.Range className="absolute h-full rounded-full bg-primary" />
        </Slider.Track>
        <Slider.Thumb aria-label="Minimum price" aria-valuetext={priceLabel(local[0])} className={thumbClass} />
        <Slider.Thumb aria-label="Maximum price" aria-valuetext={priceLabel(local[1])} className={thumbClass} />
      </Slider.Root>
      <div className="mt-2 flex justify-between text-xs text-muted-foreground" aria-hidden="true">
        <span>{priceLabel(PRICE_MIN)}</span>
        <span>{priceLabel(PRICE_MAX)}</span>
      </div>
    </fieldset>
  );
}

const thumbClass =
  'block size-5 cursor-grab rounded-full border-2 border-primary bg-white shadow-md shadow-black/30 transition-transform hover:scale-110 focus-visible:ring-4 focus-visible:ring-ring/40 active:cursor-grabbing';
