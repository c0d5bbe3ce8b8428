// Change notifications: a process-local bus that routes publish to after a write commits, relayed
// between server processes with LISTEN/NOTIFY on PostgreSQL, and streamed to browsers as
// server-sent events at GET /api/realtime.
import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { Database } from '../db/client';
import { HttpError } from '../http-error';
import { clientAddress } from './client-address';

/** 'pages': staff changed what public pages show (every process drops its rendered pages); not streamed. */
export type ChangeEvent = { topic: 'reviews'; businessId: number } | { topic: 'listings'; id: number } | { topic: 'pages' };

const CHANNEL = 'engine_changes';
const HEARTBEAT_MS = 25_000;
/** A lost listener tries again after this, then twice as long each time, up to RETRY_MAX_MS. */
const RETRY_FIRST_MS = 250;
const RETRY_MAX_MS = 4_000;

export class ChangeBus {
  private readonly emitter = new EventEmitter();
  private readonly origin = randomUUID();
  private listener?: pg.Client;
  private retryTimer?: NodeJS.Timeout;
  private stopped = false;

  constructor(private readonly database: Database) {
    this.emitter.setMaxListeners(0);
  }

  /** Tells this process's subscribers, and other processes sharing the PostgreSQL server. */
  publish(event: ChangeEvent) {
    this.emitter.emit('change', event);
    if (this.database.listenConfig) {
      this.database.pool.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify({ origin: this.origin, event })]).catch(() => {});
    }
  }

  subscribe(handler: (event: ChangeEvent) => void): () => void {
    this.emitter.on('change', handler);
    return () => this.emitter.off('change', handler);
  }

  /**
   * On PostgreSQL, listens for other processes' changes; PGlite serves one process only. A listener that
   * loses its connection (the database restarted) connects and listens again, retrying until it can.
   */
  async start() {
    if (!this.database.listenConfig) return;
    this.stopped = false;
    await this.listen();
  }

  private async listen() {
    const client = new pg.Client(this.database.listenConfig);
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      if (this.listener === client) this.listener = undefined;
      client.end().catch(() => {});
      this.retry(RETRY_FIRST_MS);
    };
    client.on('error', onLost);
    client.on('end', onLost);
    client.on('notification', (message) => {
      try {
        const { origin, event } = JSON.parse(message.payload ?? '{}') as { origin: string; event: ChangeEvent };
        if (origin !== this.origin) this.emitter.emit('change', event);
      } catch {
        // A malformed payload is not ours to act on.
      }
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      lost = true;
      client.end().catch(() => {});
      throw error;
    }
    if (this.stopped) {
      await client.end().catch(() => {});
      return;
    }
    this.listener = client;
  }

  private retry(delayMs: number) {
    if (this.stopped || this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      this.listen().catch(() => this.retry(Math.min(delayMs * 2, RETRY_MAX_MS)));
    }, delayMs);
    this.retryTimer.unref();
  }

  async stop() {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    const listener = this.listener;
    this.listener = undefined;
    await listener?.end().catch(() => {});
  }
}

/** Streams one address may hold open (a few tabs), and all this process serves. */
export const STREAM_LIMITS = { perAddress: 6, total: 1000 };

export function registerRealtimeRoute(app: FastifyInstance, bus: ChangeBus, limits = STREAM_LIMITS) {
  // Open streams are this process's own connections, so they are counted here, not in the database.
  const open = new Map<string, number>();
  let total = 0;

  app.get('/realtime', { schema: { tags: ['realtime'], summary: 'Server-sent events: reviews and listings changed' } }, (request, reply) => {
    const address = clientAddress(request.ip);
    const mine = open.get(address) ?? 0;
    if (mine >= limits.perAddress || total >= limits.total) {
      throw new HttpError(429, 'Too many live connections. Please close other tabs of this site and reload.');
    }
    open.set(address, mine + 1);
    total++;
    reply.hijack();
    const res = reply.raw;
    // A hijacked reply skips Fastify's sending, so the security headers set so far are written here.
    res.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string | number | string[]>),
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    res.write('retry: 5000\n\n');
    const unsubscribe = bus.subscribe((event) => {
      if (event.topic !== 'pages') res.write(`event: change\ndata: ${JSON.stringify(event)}\n\n`);
    });
    const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
    request.raw.on('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
      total--;
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
