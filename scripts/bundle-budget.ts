// Budgets the build checks (npm run build fails when one is broken): the JavaScript a phone downloads to
// open the home page, gzipped, no admin code in anything a visitor's page can load, and no two files that
// import each other (one of them would run before the code it uses: chunk-plan.ts keeps them apart).
import zlib from 'node:zlib';
import type { Plugin } from 'vite';
import { isFirstPass, type CutFile } from './chunk-plan';

/** 120 KiB of gzipped JavaScript for the home page. */
export const HOME_JS_BUDGET = 120 * 1024;
/** The admin screens and their layout: only ever loaded by the admin routes. */
const ADMIN_MODULE = /[\\/]src[\\/]web[\\/](features[\\/]admin[\\/]|app[\\/]admin-)/;

/** A JavaScript file of the build: the same description the chunk plan reads of the first pass. */
export type BuiltChunk = CutFile;

export interface BudgetReport {
  homeFiles: string[];
  homeBytes: number;
  /** Admin modules inside chunks a visitor's page loads or may load, as 'chunk: module'. */
  adminForVisitors: string[];
  /** Files that import themselves through others, as 'a -> b -> a'. */
  circles: string[];
  problems: string[];
}

const gzipSize = (code: string) => zlib.gzipSync(code, { level: 9 }).length;

/** Chunks reachable from `start` by static imports, and by dynamic imports that `follow` accepts. */
function reachable(start: BuiltChunk[], byName: Map<string, BuiltChunk>, follow: (chunk: BuiltChunk) => boolean): BuiltChunk[] {
  const seen = new Map(start.map((c) => [c.fileName, c]));
  const queue = [...start];
  for (let chunk = queue.shift(); chunk; chunk = queue.shift()) {
    const next = [...chunk.imports.map((n) => byName.get(n)), ...chunk.dynamicImports.map((n) => byName.get(n)).filter((c) => c && follow(c))];
    for (const c of next) {
      if (c && !seen.has(c.fileName)) {
        seen.set(c.fileName, c);
        queue.push(c);
      }
    }
  }
  return [...seen.values()];
}

/** Each circle of static imports between files, once. */
function importCircles(chunks: readonly BuiltChunk[], byName: Map<string, BuiltChunk>): string[] {
  const state = new Map<string, 'open' | 'done'>();
  const circles: string[] = [];
  const visit = (chunk: BuiltChunk, path: string[]) => {
    if (state.get(chunk.fileName) === 'done') return;
    if (state.get(chunk.fileName) === 'open') {
      circles.push([...path.slice(path.indexOf(chunk.fileName)), chunk.fileName].join(' -> '));
      return;
    }
    state.set(chunk.fileName, 'open');
    for (const next of chunk.imports) if (byName.has(next)) visit(byName.get(next)!, [...path, chunk.fileName]);
    state.set(chunk.fileName, 'done');
  };
  for (const chunk of chunks) visit(chunk, []);
  return circles;
}

export function budgetReport(chunks: readonly BuiltChunk[], budget = HOME_JS_BUDGET): BudgetReport {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const entries = chunks.filter((c) => c.isEntry);
  const home = reachable(entries, byName, () => false);
  const homeBytes = home.reduce((sum, c) => sum + gzipSize(c.code), 0);
  // Every visitor route is a dynamic import of the entry; the admin routes are those whose module is admin code.
  const visitor = reachable(entries, byName, (c) => !(c.facadeModuleId && ADMIN_MODULE.test(c.facadeModuleId)));
  const adminForVisitors = visitor.flatMap((c) => c.moduleIds.filter((id) => ADMIN_MODULE.test(id)).map((id) => `${c.fileName}: ${id}`));
  const problems: string[] = [];
  if (homeBytes > budget) problems.push(`the home page loads ${kib(homeBytes)} of JavaScript (gzip), over its budget of ${kib(budget)}`);
  if (adminForVisitors.length) problems.push(`admin code is loaded by visitor pages:\n  ${adminForVisitors.join('\n  ')}`);
  const circles = importCircles(chunks, byName);
  if (circles.length) problems.push(`files import each other:\n  ${circles.join('\n  ')}`);
  return { homeFiles: home.map((c) => c.fileName), homeBytes, adminForVisitors, circles, problems };
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** Checks the browser build's budgets once its files are written; the server render's build is left alone. */
export function bundleBudget(): Plugin {
  let ssr = false;
  return {
    name: 'bundle-budget',
    apply: 'build',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    generateBundle(_options, bundle) {
      if (ssr || isFirstPass()) return;
      const chunks = Object.values(bundle).filter((o) => o.type === 'chunk') as unknown as BuiltChunk[];
      const report = budgetReport(chunks);
      if (report.problems.length) this.error(`Bundle budget broken: ${report.problems.join('; ')}`);
      this.info(
        `home page JavaScript: ${kib(report.homeBytes)} gzip (budget ${kib(HOME_JS_BUDGET)}); no admin code for visitors; no files importing each other`,
      );
    },
  };
}
