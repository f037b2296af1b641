import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ChatPresence } from './chat-presence.js';
import { TooManyChatStreamsError } from './chat.errors.js';

/** A comment line this often keeps proxies from closing an idle stream and refreshes the stream's presence. */
export const HEARTBEAT_MS = 20_000;

/** A presence group the stream counts in, and at most how many streams that group may hold at once. */
export interface StreamGroup {
  group: string;
  max?: number;
}

export interface StreamSpec {
  groups: StreamGroup[];
  /** Starts listening; `send` writes one event. Answers how to stop. */
  listen: (send: (event: string, data: unknown) => void) => () => void;
  /** After the stream opened, and after it closed: for presence announcements. */
  opened?: () => Promise<void>;
  closed?: () => Promise<void>;
}

/**
 * Server-sent event streams. A stream takes over the raw response (the reply is hijacked), so the
 * compression, the response cache and other onSend hooks never hold it back; it counts in its
 * presence groups (refused with 429 past a group's cap), sends a heartbeat comment every 20 seconds,
 * and is ended when the server closes, so a shutdown does not wait for shoppers to leave.
 */
@Injectable()
export class ChatStreams implements OnModuleInit {
  private readonly logger = new Logger(ChatStreams.name);
  private readonly open = new Set<ServerResponse>();

  constructor(
    private readonly presence: ChatPresence,
    private readonly adapterHost: HttpAdapterHost,
  ) {}

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    // preClose runs before the server stops taking connections and waits for the open ones to end.
    fastify.addHook('preClose', (done) => {
      for (const response of this.open) response.end();
      done();
    });
  }

  async serve(reply: FastifyReply, spec: StreamSpec): Promise<void> {
    const connectionId = randomUUID();
    const entered: string[] = [];
    const leaveAll = () => Promise.all(entered.map((group) => this.presence.leave(group, connectionId).catch(() => undefined)));
    for (const { group, max } of spec.groups) {
      const count = await this.presence.enter(group, connectionId);
      entered.push(group);
      if (max !== undefined && count > max) {
        await leaveAll();
        throw new TooManyChatStreamsError();
      }
    }

    reply.hijack();
    const response = reply.raw;
    // The client may have gone while presence was counted: then there is nothing to serve.
    if (response.destroyed) {
      await leaveAll();
      return;
    }
    response.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    response.write('retry: 3000\n\n');
    this.open.add(response);

    const send = (event: string, data: unknown) => {
      if (!response.writableEnded) response.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    };
    const stopListening = spec.listen(send);
    const heartbeat = setInterval(() => {
      response.write(': heartbeat\n\n');
      for (const group of entered) this.presence.refresh(group, connectionId).catch((error: Error) => this.logger.warn(`Chat presence not refreshed: ${error.message}`));
    }, HEARTBEAT_MS);

    response.once('close', () => {
      clearInterval(heartbeat);
      stopListening();
      this.open.delete(response);
      if (!response.writableEnded) response.end();
      void leaveAll().then(() => spec.closed?.().catch(() => undefined));
    });
    await spec.opened?.().catch(() => undefined);
  }
}
