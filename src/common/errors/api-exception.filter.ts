import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { DomainError, DomainErrorKind, RateLimitedError } from './domain-error.js';
import { isDatabaseUnavailable } from './database-unavailable.js';
import { defaultCode, ErrorBody } from './error-body.js';

const STATUS_BY_KIND: Record<DomainErrorKind, number> = {
  bad_request: HttpStatus.BAD_REQUEST,
  invalid: HttpStatus.UNPROCESSABLE_ENTITY,
  unauthorized: HttpStatus.UNAUTHORIZED,
  forbidden: HttpStatus.FORBIDDEN,
  not_found: HttpStatus.NOT_FOUND,
  conflict: HttpStatus.CONFLICT,
  too_many_requests: HttpStatus.TOO_MANY_REQUESTS,
  unavailable: HttpStatus.SERVICE_UNAVAILABLE,
};

/** Turns every error into the common body; unexpected ones are logged and answered without details. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger(ApiExceptionFilter.name);

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const body = this.toBody(exception);
    if (body.code === 'database_unavailable') {
      this.logger.warn(`Database unavailable: ${(exception as Error).message}`);
      reply.header('retry-after', '5');
    } else if (body.status >= 500 && !(exception instanceof DomainError)) {
      this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    }
    if (exception instanceof RateLimitedError) reply.header('retry-after', String(exception.retryAfterSeconds));
    // A route's own content type (an SVG, a text page) is set before its handler runs; the error is JSON.
    reply.status(body.status).type('application/json; charset=utf-8').send(body);
  }

  private toBody(exception: unknown): ErrorBody {
    if (exception instanceof DomainError) {
      const { kind, code, message, details } = exception;
      return { status: STATUS_BY_KIND[kind], code, message, ...(details ? { details } : {}) };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const response = exception.getResponse();
      if (typeof response === 'object' && response !== null) {
        const { code, message, details } = response as { code?: string; message?: string | string[]; details?: string[] };
        if (Array.isArray(message)) return { status, code: code ?? defaultCode(status), message: message.join('; '), details: message };
        return { status, code: code ?? defaultCode(status), message: message ?? exception.message, ...(details ? { details } : {}) };
      }
      return { status, code: defaultCode(status), message: String(response) };
    }
    if (isDatabaseUnavailable(exception)) {
      return { status: 503, code: 'database_unavailable', message: "The store's database cannot be reached right now. Please try again in a moment." };
    }
    const status = (exception as { statusCode?: number })?.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      // Errors Fastify raises before Nest sees the request (bad JSON, body too large).
      return { status, code: defaultCode(status), message: (exception as Error).message };
    }
    return { status: 500, code: 'internal_error', message: 'Something went wrong on our side. Please try again.' };
  }
}
