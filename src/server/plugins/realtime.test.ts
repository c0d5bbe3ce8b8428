// Server-sent change events reach a connected browser; on PostgreSQL they cross processes too.
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { testEngine } from '../../test/database';
import { ChangeBus, STREAM_LIMITS, type ChangeEvent } from './realtime';

const t = useTestApp();
let base: string;
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, needle: string) {
  const decoder = new TextDecoder();
  let text = '';
  while (!text.includes(needle)) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value);
  }
  return text;
}

describe(`GET /api/realtime (${testEngine})`, () => {
  it('streams published changes as server-sent events', async () => {
    const controller = new AbortController();
    const res = await fetch(`${base}/api/realtime`, { signal: controller.signal });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body!.getReader();
    await readUntil(reader, 'retry:');
    // Staff changes only tell the servers to drop rendered pages: browsers are not told.
    t.app.changes.publish({ topic: 'pages' });
    t.app.changes.publish({ topic: 'reviews', businessId: 42 });
    const text = await readUntil(reader, 'businessId');
    expect(text).toContain('event: change');
    expect(text).toContain('data: {"topic":"reviews","businessId":42}');
    expect(text).not.toContain('pages');
    controller.abort();
  });

  it('carries the security headers, and refuses a seventh stream from one address with 429 until one closes', async () => {
    const opened = await Promise.all(
      Array.from({ length: STREAM_LIMITS.perAddress }, async () => {
        const controller = new AbortController();
        const res = await fetch(`${base}/api/realtime`, { signal: controller.signal });
        return { res, controller };
      }),
    );
    const first = opened[0]!.res;
    expect(first.status).toBe(200);
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    expect(first.headers.get('content-security-policy')).toContain("default-src 'self'");
    const refused = await fetch(`${base}/api/realtime`);
    expect(refused.status).toBe(429);
    expect((await refused.json()).error.code).toBe('rate_limited');
    opened[0]!.controller.abort();
    // The server hears the close a moment later.
    let again = refused;
    for (let i = 0; i < 50 && again.status !== 200; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      again = await fetch(`${base}/api/realtime`);
      if (again.status !== 200) await again.body?.cancel();
    }
    expect(again.status).toBe(200);
    await again.body?.cancel();
    for (const { controller } of opened.slice(1)) controller.abort();
  });

  it.runIf(testEngine === 'postgres')('relays a change published by another process', async () => {
    const other = new ChangeBus(t.database);
    await other.start();
    const received = new Promise<ChangeEvent>((resolve) => {
      const stop = t.app.changes.subscribe((event) => {
        stop();
        resolve(event);
      });
    });
    other.publish({ topic: 'listings', id: 7 });
    expect(await received).toEqual({ topic: 'listings', id: 7 });
    await other.stop();
  });
});
