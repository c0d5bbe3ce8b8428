// Stack traces of the compiled server name the TypeScript, as `node --enable-source-maps` would, at no
// cost until an error's stack is read: that option parses, at start, the source map of every module that
// has one (packages' too), which held 25 to 45 MB and a fifth of a second of every start for traces that
// are rarely asked for. Here a frame in a file with a `.map` beside it is looked up in that map, read
// when first needed; other frames are left as V8 writes them. Nothing is done when node already maps
// traces itself (tsx and --enable-source-maps turn that on).
import fs from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Each file's map, or null when it has none; read once. */
const maps = new Map<string, SourceMap | null>();

function mapOf(file: string): SourceMap | null {
  let map = maps.get(file);
  if (map === undefined) {
    try {
      map = new SourceMap(JSON.parse(fs.readFileSync(`${file}.map`, 'utf8')));
    } catch {
      map = null;
    }
    maps.set(file, map);
  }
  return map;
}

/** `at f (file:///…/app-X.js:10:5)` as `at f (/…/src/server/app.ts:42:7)` when the file has a map. */
function mappedFrame(frame: NodeJS.CallSite): string {
  const text = frame.toString();
  const url = frame.getFileName();
  const line = frame.getLineNumber();
  const column = frame.getColumnNumber();
  if (!url || line === null || column === null) return text;
  const file = url.startsWith('file://') ? fileURLToPath(url) : url;
  if (!path.isAbsolute(file)) return text;
  const entry = mapOf(file)?.findEntry(line - 1, column - 1);
  if (!entry || !('originalSource' in entry)) return text;
  const original = `${path.resolve(path.dirname(file), entry.originalSource)}:${entry.originalLine + 1}:${entry.originalColumn + 1}`;
  return text.replace(`${url}:${line}:${column}`, original);
}

/** What V8 puts before the frames: `Error: message`, or the name alone. */
function heading(error: Error): string {
  try {
    return Error.prototype.toString.call(error);
  } catch {
    return '<error>';
  }
}

/** Maps the stack traces of the process's compiled modules through their source maps, read on first use. */
export function mapStackTracesLazily(): void {
  if (process.sourceMapsEnabled) return;
  Error.prepareStackTrace = (error, frames) => heading(error) + frames.map((frame) => `\n    at ${mappedFrame(frame)}`).join('');
}
