// A process and every process it started, read from /proc (Linux): their names, command lines and
// resident memory (VmRSS), for the tests and the load run that measure a server.
import fs from 'node:fs';

export interface ProcessInfo {
  pid: number;
  /** The executable's name, as the kernel knows it (`node`, `esbuild`). */
  name: string;
  commandLine: string;
  /** Resident memory in bytes (VmRSS). */
  rss: number;
}

function parentOf(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The name is in parentheses and may hold spaces: the fields after its closing one are fixed.
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return null;
  }
}

/** The process's own figures, or null once it has gone. */
export function processInfo(pid: number): ProcessInfo | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const commandLine = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
    const rssKb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
    return { pid, name: /^Name:\s+(.*)$/m.exec(status)?.[1] ?? '', commandLine, rss: rssKb * 1024 };
  } catch {
    return null;
  }
}

/** `pid` and its descendants, parents before their children. */
export function processTree(pid: number): ProcessInfo[] {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const parent = parentOf(Number(entry));
    if (parent !== null) children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
  }
  const tree: ProcessInfo[] = [];
  const visit = (id: number) => {
    const info = processInfo(id);
    if (info) tree.push(info);
    for (const child of children.get(id) ?? []) visit(child);
  };
  visit(pid);
  return tree;
}
