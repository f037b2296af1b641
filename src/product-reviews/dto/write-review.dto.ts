import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsString, Length, Max, Min } from 'class-validator';
import { REVIEW_STARS_MAX, REVIEW_STARS_MIN, REVIEW_TEXT_MAX, REVIEW_TEXT_MIN } from '#contracts/reviews.constants';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const STARS_MESSAGE = `stars must be a whole number from ${REVIEW_STARS_MIN} to ${REVIEW_STARS_MAX}`;

/** A review, new or edited: the stars and what the buyer thinks of the game. */
export class WriteReviewDto {
  @ApiProperty({ minimum: REVIEW_STARS_MIN, maximum: REVIEW_STARS_MAX })
  @IsInt({ message: STARS_MESSAGE })
  @Min(REVIEW_STARS_MIN, { message: STARS_MESSAGE })
  @Max(REVIEW_STARS_MAX, { message: STARS_MESSAGE })
  stars: number;

  @ApiProperty({ minLength: REVIEW_TEXT_MIN, maxLength: REVIEW_TEXT_MAX, description: 'Trimmed before it is checked and kept' })
  @IsString({ message: `text must be ${REVIEW_TEXT_MIN} to ${REVIEW_TEXT_MAX} characters` })
  @Transform(trimmed)
  @Length(REVIEW_TEXT_MIN, REVIEW_TEXT_MAX, { message: `text must be ${REVIEW_TEXT_MIN} to ${REVIEW_TEXT_MAX} characters: say what you think of the game` })
  text: string;
}
