import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import type { LogoutScope } from '../sessions.service.js';

export const LOGOUT_SCOPES = ['global', 'local', 'others'] as const;

export class LogoutQueryDto {
  @ApiPropertyOptional({
    enum: LOGOUT_SCOPES,
    description: 'local: this session; global: every session of the user; others: all but this one. Default local with cookies, global with a Bearer token.',
  })
  @IsOptional()
  @IsIn(LOGOUT_SCOPES, { message: ({ value }) => `Unsupported logout scope "${String(value)}"` })
  scope?: LogoutScope;
}
