import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { HealthCheckResult, HealthCheckService, TypeOrmHealthIndicator } from '@nestjs/terminus';
import { SkipAddressLimit } from '../common/throttling/address-rate-limit.guard.js';
import { RedisHealthIndicator } from './redis.health.js';

@ApiTags('health')
@SkipAddressLimit()
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly postgres: TypeOrmHealthIndicator,
    private readonly redis: RedisHealthIndicator,
  ) {}

  @Get('live')
  @ApiOperation({ summary: 'The process is up' })
  live() {
    return { status: 'ok' };
  }

  @Get('ready')
  @ApiOperation({ summary: 'Postgres and Redis answer; 503 names the one that does not' })
  async ready() {
    try {
      return await this.health.check([
        () => this.postgres.pingCheck('postgres', { timeout: 1500 }),
        () => this.redis.isHealthy('redis', 1500),
      ]);
    } catch (error) {
      const result = (error as { response?: HealthCheckResult }).response;
      if (!result?.details) throw error;
      const down = Object.entries(result.error ?? {}).map(([name, info]) => `${name} is down${info?.message ? ` (${info.message})` : ''}`);
      throw new ServiceUnavailableException({
        code: 'not_ready',
        message: `Not ready: ${down.join(', ')}`,
        details: Object.entries(result.details).map(([name, info]) => `${name}: ${info.status}`),
      });
    }
  }
}
