import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsObject, IsString, Length, MaxLength, ValidateNested, IsOptional } from 'class-validator';
import { CLAIM_MESSAGE_MAX, CLAIM_MESSAGE_MIN, MAX_SCREENSHOT_BYTES, SCREENSHOT_TYPES, type ScreenshotType } from '#contracts/claims.constants';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** Base64 of the largest screenshot, with a little room: the service says exactly how large a bigger one is. */
const MAX_BASE64_LENGTH = Math.ceil(MAX_SCREENSHOT_BYTES / 3) * 4 + 4096;

export class ClaimScreenshotDto {
  @ApiProperty({ enum: SCREENSHOT_TYPES, description: 'Must match the file itself' })
  @IsIn(SCREENSHOT_TYPES, { message: 'contentType must be image/png, image/jpeg or image/webp' })
  contentType: ScreenshotType;

  @ApiProperty({ description: `The image file in base64, at most ${MAX_SCREENSHOT_BYTES / 1024} KB decoded` })
  @IsString({ message: 'dataBase64 must be the image file in base64' })
  @MaxLength(MAX_BASE64_LENGTH, { message: `dataBase64 is too large: a screenshot can be at most ${MAX_SCREENSHOT_BYTES / 1024} KB` })
  dataBase64: string;
}

/** A report that a delivered key does not work: what happens, and optionally a screenshot of the error. */
export class ReportKeyClaimDto {
  @ApiProperty({ minLength: CLAIM_MESSAGE_MIN, maxLength: CLAIM_MESSAGE_MAX, description: 'What happens when you activate the key' })
  @Transform(trimmed)
  @Length(CLAIM_MESSAGE_MIN, CLAIM_MESSAGE_MAX, { message: `message must be ${CLAIM_MESSAGE_MIN} to ${CLAIM_MESSAGE_MAX} characters: say what happens when you activate the key` })
  message: string;

  @ApiPropertyOptional({ type: ClaimScreenshotDto, description: `A PNG, JPEG or WebP screenshot of the error, at most ${MAX_SCREENSHOT_BYTES / 1024} KB` })
  @IsOptional()
  // ValidateNested alone lets an array through, and checks nothing in it.
  @IsObject({ message: 'screenshot must be { contentType, dataBase64 }' })
  @ValidateNested()
  @Type(() => ClaimScreenshotDto)
  screenshot?: ClaimScreenshotDto;
}
