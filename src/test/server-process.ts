// The real server in its own process, from its sources (src/server/main.ts under tsx) or as `npm start`
// runs it (the compiled dist/server/main.js under node), for the tests that kill it, cut its database
// off, fill its disk or measure it. Each server listens on a free port
// chosen at run time; every process started here is killed by stopAllServers (call it in afterAll).
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { SESSION_COOKIE } from '@server/features/admin/auth';
import { serveCommand } from '../../scripts/serve-command.mjs';
import { from, listingRequestBody } from './traffic';

const root = path.resolve(import.meta.dirname, '../..');
const started = new Set<ServerProcess>();

export const TEST_ADMIN_PASSWORD = 'crash-test-admin-password';

export interface ServerOptions {
  dataDir: string;
  /** A PostgreSQL database for the server; the embedded one in dataDir otherwise. */
  databaseUrl?: string;
  port?: number;
  env?: Record<string, string>;
  /** TMPDIR of the server: the embedded database's socket folder, left behind by a killed server, goes there. */
  tmpDir?: string;
  /** How long the server may take to answer its health check. */
  startTimeoutMs?: number;
  /** A compiled server's folder (scripts/build-server.mjs), run by node; the sources under tsx otherwise. */
  builtDir?: string;
}

export interface ServerProcess {
  base: string;
  port: number;
  child: ChildProcess;
  /** Everything the server wrote, for a failing test's message. */
  output(): string;
  /** Kills the server and every process it started, at once (SIGKILL) or politely (SIGTERM). */
  kill(signal?: 'SIGKILL' | 'SIGTERM'): Promise<void>;
}

/** A port nothing listens on now, outside 3000-3400 (the fixed ports other test runs use). */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((resolve, reject) => {
      const server = net.createServer();
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        const address = server.address();
        server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
    });
    if (port < 3000 || port > 3400) return port;
  }
}

export async function startServer(options: ServerOptions): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    // Only the API: these tests read no pages, and a page build under way elsewhere cannot disturb them.
    WEB_DIR: path.join(options.dataDir, 'no-web'),
    SEED_DEMO: 'false',
    ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    LOG_LEVEL: 'warn',
    // Each request may name its sender (X-Forwarded-For), so that per-address limits see many senders.
    TRUST_PROXY: '127.0.0.1',
    ...(options.tmpDir ? { TMPDIR: options.tmpDir } : {}),
    ...options.env,
  };
  delete env.DATABASE_URL;
  delete env.TEST_DATABASE_URL;
  delete env.NODE_OPTIONS;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;

  // Its own process group, so that a kill reaches tsx's node process too, as one crash would.
  const built = options.builtDir ? serveCommand(options.builtDir) : null;
  const [command, args] = built ? [process.execPath, [...built.execArgv, built.main]] : [path.join(root, 'node_modules/.bin/tsx'), ['src/server/main.ts']];
  const child = spawn(command, args, { cwd: root, env: { ...built?.env, ...env }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

  const server: ServerProcess = {
    base: `http://127.0.0.1:${port}`,
    port,
    child,
    output: () => output,
    async kill(signal = 'SIGKILL') {
      if (child.exitCode === null && child.signalCode === null) {
        try {
          process.kill(-child.pid!, signal);
        } catch {
          // Already gone.
        }
      }
      await exited;
      started.delete(server);
    },
  };
  started.add(server);

  const deadline = Date.now() + (options.startTimeoutMs ?? 120_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}:\n${output}`);
    try {
      const res = await fetch(`${server.base}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return server;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await server.kill();
      throw new Error(`The server did not answer within ${options.startTimeoutMs ?? 120_000} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Kills every server this file started and has not stopped yet: for afterAll, which runs even on failure. */
export async function stopAllServers(): Promise<void> {
  await Promise.all([...started].map((server) => server.kill('SIGKILL')));
}

// A test run that dies without its afterAll still takes its servers with it.
process.once('exit', () => {
  for (const server of started) {
    try {
      process.kill(-server.child.pid!, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
});

/** Signs in as the admin of a server started with TEST_ADMIN_PASSWORD and returns JSON helpers carrying the session. */
export async function signInOverHttp(server: Pick<ServerProcess, 'base'>) {
  const res = await fetch(`${server.base}/api/admin/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: TEST_ADMIN_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`admin sign-in failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .find((c) => c.startsWith(`${SESSION_COOKIE}=`))!
    .split(';')[0]!;
  const { csrfToken } = (await res.json()) as { csrfToken: string };
  const headers = { cookie, 'x-csrf-token': csrfToken, 'content-type': 'application/json' };
  return {
    get: async <T>(url: string) => (await fetch(`${server.base}${url}`, { headers })).json() as Promise<T>,
    post: (url: string, body: object = {}) => fetch(`${server.base}${url}`, { method: 'POST', headers, body: JSON.stringify(body) }),
  };
}

/** Submits `count` businesses and approves them as the admin: listings that can take reviews. Their ids. */
export async function approvedListings(server: ServerProcess, count: number, tag = 'Approved'): Promise<number[]> {
  const admin = await signInOverHttp(server);
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const res = await fetch(`${server.base}/api/listing-requests`, {
      method: 'POST',
      headers: from(60_000 + i),
      body: JSON.stringify(listingRequestBody(i, tag)),
    });
    if (res.status !== 201) throw new Error(`listing request failed: ${res.status} ${await res.text()}`);
    const { listingNumber } = (await res.json()) as { listingNumber: string };
    const page = await admin.get<{ items: { id: number; listingNumber: string }[] }>(
      `/api/admin/listing-requests?status=pending&q=${encodeURIComponent(listingNumber)}`,
    );
    const request = page.items.find((item) => item.listingNumber === listingNumber);
    if (!request) throw new Error(`listing request ${listingNumber} is not in the admin queue`);
    const approved = await admin.post(`/api/admin/listing-requests/${request.id}/approve`);
    if (approved.status !== 200) throw new Error(`approval failed: ${approved.status} ${await approved.text()}`);
    ids.push(request.id);
  }
  return ids;
}
