import { useRef } from 'react';
import { reload } from 'vike/client/router';
import type { OwnReviewView } from '#contracts/reviews.contract';
import { apiRequest } from '../../lib/api';
import { isSessionEnded, SESSION_ENDED_MESSAGE } from '../../lib/api-error';
import { submitHandler, textAreaProps, useStoreForm } from '../../lib/form';
import { buttonStyles } from '../../ui/button-styles';
import { formatCount } from '../../lib/format-count';
import { FormAlert } from '../../ui/FormAlert';
import { TextAreaField } from '../../ui/FormField';
import { SubmitButton } from '../../ui/SubmitButton';
import { useToast } from '../../ui/Toaster';
import { ownReviewApiPath, productReviewsApiPath, REVIEW_TEXT_MAX, reviewProblems, type ReviewValues } from './reviews';
import { StarsInput } from './StarsInput';

interface ReviewFormProps {
  productId: string;
  productName: string;
  /** The review being edited; none for a new one. */
  review?: OwnReviewView;
  onCancel?: () => void;
}

/** Writes a new review or edits the shopper's own, then reads the page again (its rating and list change). */
export function ReviewForm({ productId, productName, review, onCancel }: ReviewFormProps) {
  const toast = useToast();
  const form = useStoreForm<ReviewValues>({ stars: review?.stars ?? 0, text: review?.text ?? '' }, reviewProblems);
  const errors = form.formState.errors;
  const stars = form.watch('stars');
  const starsRef = useRef<HTMLInputElement | null>(null);

  const submit = submitHandler(form, async ({ stars: chosen, text }) => {
    const body = { stars: chosen, text: text.trim() };
    const result = review ? await apiRequest<OwnReviewView>('PUT', ownReviewApiPath(productId), body) : await apiRequest<OwnReviewView>('POST', productReviewsApiPath(productId), body);
    if (!result.ok) {
      return form.setError('root', { message: isSessionEnded(result.error) ? SESSION_ENDED_MESSAGE : result.error.message || 'Your review could not be saved. Please try again.' });
    }
    await reload();
    toast({ title: review ? 'Review updated' : 'Review published', description: result.data.hidden ? 'It stays hidden from other shoppers.' : `Thank you for reviewing ${productName}.` });
  },
  // The stars are not a field react-hook-form focuses: a missing rating is focused here.
  (found) => {
    if (found.stars) starsRef.current?.focus();
  });

  return (
    <form noValidate onSubmit={submit} aria-label={review ? 'Edit your review' : 'Write a review'} className="space-y-4">
      <FormAlert>{errors.root?.message}</FormAlert>
      <StarsInput
        value={stars}
        inputRef={(element) => {
          starsRef.current = element;
        }}
        error={errors.stars?.message}
        onChange={(value) => {
          form.setValue('stars', value);
          form.clearErrors('stars');
        }}
      />
      <TextAreaField
        label="Your review"
        maxLength={REVIEW_TEXT_MAX}
        {...textAreaProps(form, 'text')}
        placeholder="What did you like, and what not?"
        hint={`${form.watch('text').trim().length} of ${formatCount(REVIEW_TEXT_MAX)} characters, at least 10.`}
      />
      <div className="flex flex-wrap justify-end gap-3">
        {onCancel && (
          <button type="button" onClick={onCancel} className={buttonStyles({ variant: 'ghost' })}>
            Cancel
          </button>
        )}
        <SubmitButton busy={form.formState.isSubmitting} busyLabel={review ? 'Saving...' : 'Publishing...'}>
          {review ? 'Save changes' : 'Publish review'}
        </SubmitButton>
      </div>
    </form>
  );
}
