import { Module } from '@nestjs/common';
import { SsrRenderer } from './ssr.renderer.js';

/** Server-side rendering of the store's pages; loaded in the web role only. */
@Module({ providers: [SsrRenderer], exports: [SsrRenderer] })
export class SsrModule {}
