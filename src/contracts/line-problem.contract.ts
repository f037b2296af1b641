import { ApiProperty } from '@nestjs/swagger';

/** A refused line of an imported list, numbered from 1; the line itself is never echoed. */
export class ImportLineProblem {
  @ApiProperty() line: number;
  @ApiProperty() reason: string;
}
