// A Unix socket in DATA_DIR through which `npm run backup` asks the running server for a backup: only
// the server may open the embedded database while it runs. Mode 0600, so only its own user connects.
// One JSON line each way.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { BackupManifest } from './archive';

export const controlSocketPath = (dataDir: string) => path.join(dataDir, 'control.sock');
/** The longest Unix socket path Linux takes, less its terminating NUL. */
const MAX_SOCKET_PATH = 107;

interface Request {
  command: 'backup';
  file: string;
}
type Answer = { ok: true; manifest: BackupManifest } | { ok: false; message: string };

/** Serves backup requests; answers a function that closes the socket, or null where it cannot listen. */
export async function openControlSocket(dataDir: string, backup: (file: string) => Promise<BackupManifest>): Promise<(() => Promise<void>) | null> {
  const socketPath = controlSocketPath(dataDir);
  if (socketPath.length > MAX_SOCKET_PATH) return null;
  // A socket file left by a killed server would make listen fail.
  fs.rmSync(socketPath, { force: true });
  const server = net.createServer((socket) => {
    let buffered = '';
    socket.setEncoding('utf8');
    socket.on('error', () => {});
    socket.on('data', (chunk: string) => {
      buffered += chunk;
      if (!buffered.includes('\n') || buffered.length > 10_000) return;
      void answer(buffered.slice(0, buffered.indexOf('\n')), backup).then((reply) => socket.end(`${JSON.stringify(reply)}\n`));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  fs.chmodSync(socketPath, 0o600);
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      fs.rmSync(socketPath, { force: true });
    });
}

async function answer(line: string, backup: (file: string) => Promise<BackupManifest>): Promise<Answer> {
  try {
    const request = JSON.parse(line) as Partial<Request>;
    if (request.command !== 'backup' || typeof request.file !== 'string' || !path.isAbsolute(request.file)) return { ok: false, message: 'Unknown request' };
    return { ok: true, manifest: await backup(request.file) };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

/** Asks the server running on dataDir for a backup into file (an absolute path). */
export function askServerToBackUp(dataDir: string, file: string): Promise<BackupManifest> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(controlSocketPath(dataDir));
    let reply = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${JSON.stringify({ command: 'backup', file } satisfies Request)}\n`));
    socket.on('data', (chunk: string) => (reply += chunk));
    socket.on('error', (error) => reject(new Error(`The running server did not answer on ${controlSocketPath(dataDir)}: ${error.message}`)));
    socket.on('end', () => {
      try {
        const answer = JSON.parse(reply) as Answer;
        if (answer.ok) resolve(answer.manifest);
        else reject(new Error(answer.message));
      } catch {
        reject(new Error('The running server gave no answer.'));
      }
    });
  });
}
