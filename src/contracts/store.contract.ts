import { ApiProperty } from '@nestjs/swagger';

/** A contact message, kept: its id, and a line for the sender. */
export class ContactReceipt {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() message: string;
}

/** `/health/live`: the process answers. */
export class LivenessView {
  @ApiProperty({ enum: ['ok'] }) status: 'ok';
}

export class HealthIndicatorView {
  @ApiProperty({ enum: ['up', 'down'] }) status: 'up' | 'down';
}

/** `/health/ready`: Terminus's answer when Postgres and Redis both answer. */
export class ReadinessView {
  @ApiProperty({ enum: ['ok'] }) status: 'ok';
  @ApiProperty({ type: 'object', additionalProperties: { $ref: '#/components/schemas/HealthIndicatorView' } }) info: Record<string, HealthIndicatorView>;
  @ApiProperty({ type: 'object', additionalProperties: { $ref: '#/components/schemas/HealthIndicatorView' } }) error: Record<string, HealthIndicatorView>;
  @ApiProperty({ type: 'object', additionalProperties: { $ref: '#/components/schemas/HealthIndicatorView' } }) details: Record<string, HealthIndicatorView>;
}
