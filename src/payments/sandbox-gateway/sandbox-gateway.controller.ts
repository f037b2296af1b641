import { Controller, Get, Header, HttpCode, Param, Post, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { RawFormBody } from '../form-body.js';
import { GatewayAnswer, SANDBOX_GATEWAY_PATH, SandboxGatewayService } from './sandbox-gateway.service.js';
import { AllowCrossSite } from '../../auth/same-origin.guard.js';

/** PayFast's browser and server endpoints, played by this server (PAYFAST_MODE=builtin). */
@ApiExcludeController()
@AllowCrossSite()
@Controller(SANDBOX_GATEWAY_PATH)
export class SandboxGatewayController {
  constructor(private readonly gateway: SandboxGatewayService) {}

  @Post('eng/process')
  async checkout(@RawFormBody() body: string, @Res() reply: FastifyReply) {
    return send(reply, await this.gateway.checkout(body));
  }

  @Get('pay/:id')
  async payPage(@Param('id') id: string, @Res() reply: FastifyReply) {
    return send(reply, await this.gateway.payPage(id));
  }

  @Post('pay/:id/complete')
  async pay(@Param('id') id: string, @Res() reply: FastifyReply) {
    return send(reply, await this.gateway.finish(id, 'COMPLETE'));
  }

  @Post('pay/:id/cancel')
  async cancel(@Param('id') id: string, @Res() reply: FastifyReply) {
    return send(reply, await this.gateway.finish(id, 'CANCELLED'));
  }

  @Post('eng/query/validate')
  @HttpCode(200)
  @Header('content-type', 'text/plain; charset=utf-8')
  validate(@RawFormBody() body: string) {
    return this.gateway.validate(body);
  }
}

function send(reply: FastifyReply, answer: GatewayAnswer): FastifyReply {
  reply.header('cache-control', 'no-store');
  if ('redirect' in answer) return reply.redirect(answer.redirect, 303);
  return reply.status(answer.status).type('text/html; charset=utf-8').send(answer.page);
}
