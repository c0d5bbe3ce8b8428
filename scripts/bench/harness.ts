// What the benchmark and the load run share: the server process they measure (scripts/bench/server.ts,
// asked for its event-loop delay and memory over IPC) and the percentile of a sorted list of times.
import { fork } from 'node:child_process';
import path from 'node:path';

const SERVER = path.resolve(import.meta.dirname, 'server.ts');

export interface BenchServer {
  port: number;
  ask(message: 'reset' | 'stats'): Promise<Record<string, number>>;
  close(): Promise<void>;
}

/** One server process on the port (env as for `npm start`), once it is ready. */
export async function startBenchServer(env: NodeJS.ProcessEnv, port: number): Promise<BenchServer> {
  const server = fork(SERVER, { env: { ...env, PORT: String(port) }, execArgv: ['--import', 'tsx'] });
  const next = (type: string) =>
    new Promise<Record<string, number>>((resolve) => {
      const on = (m: { type: string }) => {
        if (m.type !== type) return;
        server.off('message', on);
        resolve(m as unknown as Record<string, number>);
      };
      server.on('message', on);
    });
  await next('ready');
  return {
    port,
    ask(message) {
      const answer = next(message);
      server.send(message);
      return answer;
    },
    async close() {
      const exited = new Promise((resolve) => server.on('exit', resolve));
      server.send('close');
      await exited;
    },
  };
}

/** The p-th percentile of times sorted ascending; 0 for none. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0;
}
