// Loaded into the compiled server by the load run (node --import): reports the server's event-loop delay
// and memory to the load run over IPC, tells it when the server answers, and stops the server cleanly
// (SIGTERM, as a supervisor would) when asked. Plain JavaScript: the server runs with no compiler.
// Does nothing in a process started without an IPC channel, or in a WORKERS=n worker (whose channel is
// the first process's).
import { monitorEventLoopDelay } from 'node:perf_hooks';

if (process.send && !process.env.NODE_UNIQUE_ID) {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  process.on('message', (message) => {
    if (message === 'reset') {
      delay.reset();
      process.send({ type: 'reset' });
    } else if (message === 'stats') {
      const { rss, heapUsed } = process.memoryUsage();
      process.send({ type: 'stats', p99: delay.percentile(99) / 1e6, max: delay.max / 1e6, rss, heapUsed });
    } else if (message === 'close') {
      process.kill(process.pid, 'SIGTERM');
    }
  });
  const ready = async () => {
    for (;;) {
      try {
        const res = await fetch(`http://127.0.0.1:${process.env.PORT}/api/health`, { signal: AbortSignal.timeout(2000) });
        if (res.ok) break;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    process.send({ type: 'ready' });
  };
  void ready();
}
