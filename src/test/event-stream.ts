// A browser's view of GET /api/realtime for tests over HTTP: opens the stream and collects the change
// events it carries, so that a test can wait for the one it caused.
export interface OpenStream {
  /** Resolves with the first change event (parsed) that `match` accepts, or fails after `timeoutMs`. */
  next<T>(match: (event: T) => boolean, timeoutMs?: number): Promise<T>;
  close(): void;
}

export async function openEventStream(url: string, headers: Record<string, string> = {}): Promise<OpenStream> {
  const controller = new AbortController();
  const res = await fetch(url, { headers, signal: controller.signal });
  if (res.status !== 200 || !res.body) throw new Error(`the stream did not open: ${res.status}`);
  const events: unknown[] = [];
  const waiters = new Set<() => void>();
  void (async () => {
    const decoder = new TextDecoder();
    let buffered = '';
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffered += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffered.indexOf('\n\n')) >= 0) {
          const block = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          const data = block.split('\n').find((line) => line.startsWith('data: '));
          if (block.includes('event: change') && data) events.push(JSON.parse(data.slice(6)));
          for (const wake of waiters) wake();
        }
      }
    } catch {
      // Closed by the test.
    }
  })();

  return {
    next<T>(match: (event: T) => boolean, timeoutMs = 10_000) {
      return new Promise<T>((resolve, reject) => {
        const check = () => {
          const found = events.find((event) => match(event as T));
          if (found === undefined) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found as T);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching change event within ${timeoutMs} ms; seen: ${JSON.stringify(events)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => controller.abort(),
  };
}
