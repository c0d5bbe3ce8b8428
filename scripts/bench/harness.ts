// What the benchmark and the load run share: the server process they measure (scripts/bench/server.ts,
// asked for its event-loop delay and memory over IPC), the percentile of a sorted list of times, and
// the benchmark's HTTP client.
import { fork } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { serveCommand } from '../serve-command.mjs';

const SERVER = path.resolve(import.meta.dirname, 'server.ts');

export interface BenchServer {
  port: number;
  ask(message: 'reset' | 'stats'): Promise<Record<string, number>>;
  close(): Promise<void>;
}

/** One server process on the port (env as for `npm start`), once it is ready. */
export async function startBenchServer(env: NodeJS.ProcessEnv, port: number): Promise<BenchServer> {
  // Under node's options and memory settings of the server as it ships (`npm run serve`).
  const shipped = serveCommand();
  const server = fork(SERVER, { env: { ...shipped.env, ...env, PORT: String(port) }, execArgv: [...shipped.execArgv, '--import', 'tsx'] });
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

// One kept-alive connection, as a browser holds one to the site. Node's http client rather than fetch:
// fetch adds about a millisecond of its own to every request on this machine, which is not the server's.
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** GET over the benchmark's one connection: the status and the body as text. */
export function httpGet(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}
