// The server the load run measures: the compiled server (dist/server/main.js), run by node as
// `npm start` runs it, with scripts/load/monitor.mjs loaded into it to report over IPC. Its resident
// memory is read from /proc for it and every process it started (the workers of WORKERS=n).
import { fork } from 'node:child_process';
import path from 'node:path';
import { processTree, type ProcessInfo } from '../../src/test/process-tree';
import type { BenchServer } from '../bench/harness';
import { serveCommand } from '../serve-command.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const MONITOR = path.join(import.meta.dirname, 'monitor.mjs');

export interface BuiltServer extends BenchServer {
  /** The server's process and the processes it started, with their resident memory now. */
  processes(): ProcessInfo[];
}

/** One compiled server on the port (env as for `npm start`), once it answers its health check. */
export async function startBuiltServer(env: NodeJS.ProcessEnv, port: number, serverDir = path.join(root, 'dist/server')): Promise<BuiltServer> {
  const command = serveCommand(serverDir);
  const server = fork(command.main, [], {
    cwd: root,
    env: { ...command.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    execArgv: [...command.execArgv, '--import', MONITOR],
  });
  const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
  const next = (type: string) =>
    new Promise<Record<string, number>>((resolve, reject) => {
      const on = (m: { type: string }) => {
        if (m.type !== type) return;
        server.off('message', on);
        resolve(m as unknown as Record<string, number>);
      };
      server.on('message', on);
      void exited.then((code) => reject(new Error(`The server on port ${port} exited (code ${code}) before answering.`)));
    });
  await next('ready');
  return {
    port,
    ask(message) {
      const answer = next(message);
      server.send(message);
      return answer;
    },
    processes: () => processTree(server.pid!),
    async close() {
      server.send('close');
      await exited;
    },
  };
}
