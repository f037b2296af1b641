import { Controller, Get, Header, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiOkContent } from '../../common/swagger.js';
import { RawFormBody } from '../form-body.js';
import { GatewayAnswer, PAYMENT_COOKIE, SANDBOX_GATEWAY_PATH, SandboxGatewayService } from './sandbox-gateway.service.js';
import { AllowCrossSite } from '../../auth/same-origin.guard.js';

/** PayFast's browser and server endpoints, played by this server (PAYFAST_MODE=builtin). */
// Left out of the API document: these routes are PayFast's own, played for development and tests, not the store's API.
@ApiExcludeController()
@AllowCrossSite()
@Controller(SANDBOX_GATEWAY_PATH)
export class SandboxGatewayController {
  constructor(private readonly gateway: SandboxGatewayService) {}

  @Post('eng/process')
  @ApiOkContent('text/html', "A 303 to the payment's pay page, or a page saying why the form is refused")
  async checkout(@RawFormBody() body: string, @Res() reply: FastifyReply) {
    return send(reply, await this.gateway.checkout(body));
  }

  @Get('pay/:id')
  @ApiOkContent('text/html', 'The pay page: pay or cancel')
  async payPage(@Param('id') id: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return send(reply, await this.gateway.payPage(id, paymentSecret(request)));
  }

  @Post('pay/:id/complete')
  @ApiOkContent('text/html', 'A 303 back to the store once the notification is sent, or a page saying why not')
  async pay(@Param('id') id: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return send(reply, await this.gateway.finish(id, paymentSecret(request), 'COMPLETE'));
  }

  @Post('pay/:id/cancel')
  @ApiOkContent('text/html', 'A 303 back to the store, or a page saying why not')
  async cancel(@Param('id') id: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return send(reply, await this.gateway.finish(id, paymentSecret(request), 'CANCELLED'));
  }

  @Post('eng/query/validate')
  @HttpCode(200)
  @Header('content-type', 'text/plain; charset=utf-8')
  @ApiOkContent('text/plain', 'VALID or INVALID, as PayFast answers a notification check')
  validate(@RawFormBody() body: string) {
    return this.gateway.validate(body);
  }
}

/** The payment secret this browser holds for the page asked for (the cookie is scoped to that payment's path). */
function paymentSecret(request: FastifyRequest): string | undefined {
  return request.cookies?.[PAYMENT_COOKIE] || undefined;
}

function send(reply: FastifyReply, answer: GatewayAnswer): FastifyReply {
  reply.header('cache-control', 'no-store');
  if ('redirect' in answer) {
    // Lax: sent to the pay page the store's checkout leads to, never with another site's posted form.
    if (answer.cookie) {
      const { name, value, ...scope } = answer.cookie;
      reply.setCookie(name, value, { ...scope, httpOnly: true, sameSite: 'lax' });
    }
    return reply.redirect(answer.redirect, 303);
  }
  return reply.status(answer.status).type('text/html; charset=utf-8').send(answer.page);
}
