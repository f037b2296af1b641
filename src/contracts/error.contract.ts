import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** The one shape of every error the API answers (see ApiExceptionFilter). */
export class ErrorBody {
  @ApiProperty({ description: 'The HTTP status, repeated', example: 404 })
  status: number;

  @ApiProperty({ description: 'A stable, machine-readable code', example: 'not_found' })
  code: string;

  @ApiProperty({ description: 'What went wrong, for a person', example: 'No product "no-such-game".' })
  message: string;

  @ApiPropertyOptional({ type: [String], description: 'The first problems of a refused request, each cut to length, then "and N more"' })
  details?: string[];
}
