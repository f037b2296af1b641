import { useId } from 'react';
import { cn } from '../../lib/cn';
import { starsLabel } from './rating';

const CHOICES = [1, 2, 3, 4, 5];

interface StarsInputProps {
  value: number;
  onChange: (stars: number) => void;
  error?: string | null;
  /** The first radio, for focusing the field when it has a problem. */
  inputRef?: (element: HTMLInputElement | null) => void;
}

/** A choice of 1 to 5 stars: native radio buttons (arrow keys move between them), drawn as stars. */
export function StarsInput({ value, onChange, error, inputRef }: StarsInputProps) {
  const name = useId();
  return (
    <fieldset aria-describedby={error ? `${name}-error` : undefined} className="space-y-1.5">
      <legend className="text-sm font-medium">Your rating</legend>
      <div className="flex gap-1">
        {CHOICES.map((stars) => (
          <label key={stars} className="cursor-pointer rounded-md has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring">
            <input
              ref={stars === 1 ? inputRef : undefined}
              type="radio"
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              aria-invalid={error ? true : undefined}
              className="sr-only"
            />
            <span className="sr-only">{starsLabel(stars)}</span>
            <span aria-hidden="true" className={cn('block px-0.5 text-3xl leading-none transition-colors', stars <= value ? 'text-amber-400' : 'text-muted-foreground/60 hover:text-amber-300')}>
              ★
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${name}-error`} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
