// Per-address request limits kept in the database, so they hold across server processes. A route
// names its limits in `config.limits`; each request is counted before its body is read, and refused
// with 429 and Retry-After once any of its windows is full.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { HttpError } from '../http-error';
import { clientAddress } from './client-address';
import { countHits, deleteCounters, deleteExpiredCounters } from './rate-limit.repo';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export interface LimitRule {
  /** Names the counter; routes that share a name share the count. */
  name: string;
  max: number;
  windowMs: number;
  /** What the visitor is told when the window is full. */
  message?: string;
}

export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a moment and try again.';

declare module 'fastify' {
  interface FastifyContextConfig {
    limits?: LimitRule[];
  }
  interface FastifyInstance {
    limiter: RateLimiter;
  }
}

export interface LimitCheck {
  rule: LimitRule;
  /** Whom the rule counts: an address, an account. */
  subject: string;
}

export interface HitResult {
  allowed: boolean;
  hits: number;
  /** Until the window ends. */
  retryAfterMs: number;
}

export class RateLimiter {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Counts `cost` against `subject` under the rule; allowed while the window's total stays within max. */
  async hit(rule: LimitRule, subject: string, cost = 1): Promise<HitResult> {
    const [result] = await this.hitAll([{ rule, subject }], cost);
    return result!;
  }

  /** Counts each check in one step, so parallel requests see one consistent order across all of them. */
  async hitAll(checks: LimitCheck[], cost = 1): Promise<HitResult[]> {
    const now = this.now();
    const keyOf = ({ rule, subject }: LimitCheck) => `${rule.name}:${subject}`;
    // Rules that share a name share one counter: it is counted once.
    const windows = new Map(checks.map((check) => [keyOf(check), { key: keyOf(check), windowMs: check.rule.windowMs }]));
    const rows = await countHits(this.db, [...windows.values()], cost, now);
    return checks.map((check) => {
      const row = rows.get(keyOf(check))!;
      return { allowed: row.hits <= check.rule.max, hits: row.hits, retryAfterMs: Math.max(0, row.expiresAt.getTime() - now.getTime()) };
    });
  }

  /** Counts each check (a rule and whom it counts) and throws 429 for the first that is full. */
  async enforce(checks: LimitCheck[], reply: FastifyReply, cost = 1): Promise<HitResult[]> {
    const results = await this.hitAll(checks, cost);
    const refused = results.findIndex((r) => !r.allowed);
    if (refused < 0) return results;
    reply.header('retry-after', Math.ceil(results[refused]!.retryAfterMs / 1000));
    throw new HttpError(429, checks[refused]!.rule.message ?? TOO_MANY_REQUESTS);
  }

  async reset(rule: LimitRule, subjects: string[]) {
    await deleteCounters(
      this.db,
      subjects.map((s) => `${rule.name}:${s}`),
    );
  }

  async sweep() {
    await deleteExpiredCounters(this.db, this.now());
  }
}

/** The limiter, and the hook that applies each route's `config.limits` to the client's address. */
export function registerRateLimits(app: FastifyInstance, limiter: RateLimiter) {
  app.decorate('limiter', limiter);
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const rules = request.routeOptions.config.limits;
    if (!rules?.length) return;
    const subject = clientAddress(request.ip);
    await limiter.enforce(
      rules.map((rule) => ({ rule, subject })),
      reply,
    );
  });
}
