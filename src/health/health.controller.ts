import { Controller, Get, Logger } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { HealthCheckResult, HealthCheckService, TypeOrmHealthIndicator } from '@nestjs/terminus';
import { SkipAddressLimit } from '../common/throttling/address-rate-limit.guard.js';
import { ApiErrorResponses } from '../common/swagger.js';
import { Draining } from './draining.js';
import { NotReadyError } from './not-ready.error.js';
import { RedisHealthIndicator } from './redis.health.js';
import { LivenessView, ReadinessView } from '#contracts/store.contract';

@ApiTags('health')
@SkipAddressLimit()
@Controller('health')
export class HealthController {
  private readonly logger = new Logger(HealthController.name);

  constructor(
    private readonly health: HealthCheckService,
    private readonly postgres: TypeOrmHealthIndicator,
    private readonly redis: RedisHealthIndicator,
    private readonly draining: Draining,
  ) {}

  @Get('live')
  @ApiOperation({ summary: 'The process is up' })
  @ApiErrorResponses(500)
  @ApiOkResponse({ type: LivenessView })
  live() {
    return { status: 'ok' };
  }

  @Get('ready')
  @ApiOperation({ summary: 'Postgres and Redis answer and the process is not shutting down; 503 says which is not so' })
  @ApiErrorResponses({ 503: 'not_ready: the message names the service that does not answer, details the status of each; or the process is shutting down' })
  @ApiOkResponse({ type: ReadinessView })
  async ready() {
    if (this.draining.active) throw new NotReadyError('Not ready: shutting down');
    try {
      return await this.health.check([
        () => this.postgres.pingCheck('postgres', { timeout: 1500 }),
        () => this.redis.isHealthy('redis', 1500),
      ]);
    } catch (error) {
      const result = (error as { response?: HealthCheckResult }).response;
      if (!result?.details) throw error;
      const down = Object.entries(result.error ?? {}).map(([name, info]) => `${name} is down${info?.message ? ` (${info.message})` : ''}`);
      const message = `Not ready: ${down.join(', ')}`;
      // One line per failed probe, saying what is down and why; a stack would say nothing more.
      this.logger.warn(message);
      throw new NotReadyError(message, Object.entries(result.details).map(([name, info]) => `${name}: ${info.status}`));
    }
  }
}
