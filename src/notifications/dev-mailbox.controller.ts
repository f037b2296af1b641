import { Controller, Get, Inject, NotFoundException, Param, Res, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ApiErrorResponses, ApiOkContent } from '../common/swagger.js';
import { LocalOnlyGuard } from '../common/local-only.guard.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { mailboxListPage, mailboxMailPage } from './dev-mailbox.pages.js';
import { MailOutboxRepository } from './mail-outbox.repository.js';
import { MailRenderer } from './mail-renderer.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const LIST_LIMIT = 200;

/**
 * The outbox as a mailbox for the developer: loaded only outside production, and refusing to answer
 * in it. Its mails hold password-reset links and keys, so it answers only on this machine.
 */
// Left out of the API document: HTML pages for the developer, refused in production and off this machine.
@ApiExcludeController()
@UseGuards(LocalOnlyGuard)
@Controller('dev/mailbox')
export class DevMailboxController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly outbox: MailOutboxRepository,
    private readonly renderer: MailRenderer,
  ) {}

  @Get()
  @ApiOkContent('text/html', 'The latest mails of the outbox, newest first')
  async list(@Res() reply: FastifyReply): Promise<FastifyReply> {
    this.refuseInProduction();
    return send(reply, mailboxListPage(await this.outbox.latest(LIST_LIMIT)));
  }

  @Get(':id')
  @ApiOkContent('text/html', 'One mail as it was rendered, or why it could not be')
  @ApiErrorResponses({ 404: 'mail_not_found' })
  async show(@Param('id') id: string, @Res() reply: FastifyReply): Promise<FastifyReply> {
    this.refuseInProduction();
    const row = UUID.test(id) ? await this.outbox.find(id) : null;
    if (!row) throw new NotFoundException({ code: 'mail_not_found', message: `No mail ${id} in the outbox.` });
    const mail = await this.renderer.render(row).catch((error: Error) => ({ error: error.message }));
    return send(reply, mailboxMailPage(row, mail));
  }

  private refuseInProduction(): void {
    if (this.config.isProduction) throw new NotFoundException();
  }
}

function send(reply: FastifyReply, html: string): FastifyReply {
  return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}
