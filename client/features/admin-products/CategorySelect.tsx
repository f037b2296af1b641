import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cn } from '../../lib/cn';
import { inputStyles } from '../../ui/FormField';
import type { CategoryView } from '#contracts/catalog.contract';

/**
 * The product's category, or none. A category the list does not hold (removed since) still shows as
 * the product's current one, so that saving other fields does not clear it.
 */
export function CategorySelect({
  field,
  error,
  categories,
  current,
}: {
  field: UseFormRegisterReturn<'categoryId'>;
  error: string | undefined;
  categories: readonly CategoryView[] | null;
  current: { categoryId: string | null; categoryName: string | null } | null;
}) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        Category
      </label>
      <select id={id} {...field} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} className={cn(inputStyles, 'pr-8')}>
        <option value="">No category</option>
        {(categories ?? []).map((category) => (
          <option key={category.id} value={category.id}>
            {category.name}
          </option>
        ))}
        {current?.categoryId && !categories?.some((category) => category.id === current.categoryId) && <option value={current.categoryId}>{current.categoryName ?? 'Current category'}</option>}
      </select>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
