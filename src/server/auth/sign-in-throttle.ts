// Soft lockout, never a hard one (OWASP's device-cookie pattern). A browser with a device cookie for the
// account is counted on its own: a stranger's failures never lock it out. Every other attempt is limited
// per address and slowed per account: past a few free tries, one attempt per growing delay, answered 429
// with Retry-After, so guessing stays slow and the rightful user gets in once the delay has passed.
import type { FastifyReply } from 'fastify';
import { HttpError } from '@server/http-error';
import type { LimitRule, RateLimiter } from '@server/plugins/rate-limit';

export interface ThrottlePolicy {
  /** Attempts from one browser with a device cookie (it alone is refused past this). */
  perDevice: LimitRule;
  /** Attempts from one address without a device cookie. */
  perAddress: LimitRule;
  /** Attempts on one account without a device cookie: counted over `windowMs`, free up to `free`. */
  perAccount: { name: string; windowMs: number; free: number; firstDelayMs: number; maxDelayMs: number; message: string };
}

/** How long the account waits between attempts after `attempts` of them in the window: doubling, capped. */
export function accountDelayMs(attempts: number, policy: ThrottlePolicy['perAccount']): number {
  if (attempts <= policy.free) return 0;
  return Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** Math.min(attempts - policy.free - 1, 30));
}

/** Counted only: the account is slowed (see admitAttempt), never refused outright. */
const onAccountRule = (policy: ThrottlePolicy): LimitRule => ({
  name: policy.perAccount.name,
  max: Number.MAX_SAFE_INTEGER,
  windowMs: policy.perAccount.windowMs,
});

export interface Attempt {
  /** Whether the attempt came from a browser with a device cookie for the account. */
  trusted: boolean;
  /** Clears what this attempt's success makes moot. */
  succeeded(): Promise<void>;
}

/**
 * Counts one attempt before the secret is checked (so parallel tries cannot slip past the count), and
 * throws 429 with Retry-After when it must wait.
 */
export async function admitAttempt(
  limiter: RateLimiter,
  reply: FastifyReply,
  policy: ThrottlePolicy,
  who: { account: string; address: string; deviceNonce: string | null },
): Promise<Attempt> {
  if (who.deviceNonce) {
    const device = `${who.account}:${who.deviceNonce}`;
    await limiter.enforce([{ rule: policy.perDevice, subject: device }], reply);
    return { trusted: true, succeeded: () => limiter.reset(policy.perDevice, [device]) };
  }
  const [, onAccount] = await limiter.enforce(
    [
      { rule: policy.perAddress, subject: who.address },
      { rule: onAccountRule(policy), subject: who.account },
    ],
    reply,
  );
  const delayMs = accountDelayMs(onAccount!.hits, policy.perAccount);
  const gateRule = (windowMs: number): LimitRule => ({ name: `${policy.perAccount.name}-gate`, max: 1, windowMs });
  if (delayMs > 0) {
    // One attempt per delay: the first after a pause opens a gate that the next ones wait behind.
    const gate = await limiter.hit(gateRule(delayMs), who.account);
    if (!gate.allowed) {
      reply.header('retry-after', Math.max(1, Math.ceil(gate.retryAfterMs / 1000)));
      throw new HttpError(429, policy.perAccount.message);
    }
  }
  return {
    trusted: false,
    // The rightful user got in: the account and the address start afresh.
    succeeded: async () => {
      await limiter.reset(policy.perAddress, [who.address]);
      await limiter.reset(onAccountRule(policy), [who.account]);
      await limiter.reset(gateRule(0), [who.account]);
    },
  };
}
