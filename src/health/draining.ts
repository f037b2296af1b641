import { Injectable } from '@nestjs/common';

/** Whether this process is shutting down: readiness then answers 503 so that traffic moves elsewhere. */
@Injectable()
export class Draining {
  private since: Date | null = null;

  start(): void {
    this.since ??= new Date();
  }

  get active(): boolean {
    return this.since !== null;
  }
}
