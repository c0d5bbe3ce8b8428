// Slows repeated wrong passwords from one address, then refuses them for a while (429).
export const MAX_FAILURES = 5;
export const LOCK_MS = 15 * 60 * 1000;
const DELAY_STEP_MS = 300;

interface Entry {
  failures: number;
  since: number;
}

export class LoginThrottle {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Milliseconds this address is still locked out, or 0. */
  lockedFor(address: string): number {
    const entry = this.entries.get(address);
    if (!entry) return 0;
    const elapsed = this.now() - entry.since;
    if (elapsed > LOCK_MS) {
      this.entries.delete(address);
      return 0;
    }
    return entry.failures >= MAX_FAILURES ? LOCK_MS - elapsed : 0;
  }

  /** Records a failure and returns how long to hold the answer back. */
  fail(address: string): number {
    const entry = this.entries.get(address);
    const fresh = !entry || this.now() - entry.since > LOCK_MS;
    const next = fresh ? { failures: 1, since: this.now() } : { ...entry, failures: entry.failures + 1 };
    this.entries.set(address, next);
    if (this.entries.size > 10_000) this.entries.delete(this.entries.keys().next().value!);
    return Math.min(next.failures * DELAY_STEP_MS, 1500);
  }

  succeed(address: string) {
    this.entries.delete(address);
  }
}
