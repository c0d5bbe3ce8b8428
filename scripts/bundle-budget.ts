// Budgets the build checks (npm run build fails when one is broken): the JavaScript a phone downloads to
// open the home page, gzipped, and no admin code in anything a visitor's page can load.
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

/** 120 KiB of gzipped JavaScript for the home page. */
export const HOME_JS_BUDGET = 120 * 1024;
/** The admin screens and their layout: only ever loaded by the admin routes. */
const ADMIN_MODULE = /[\\/]src[\\/]web[\\/](features[\\/]admin[\\/]|app[\\/]admin-)/;

export interface BuiltChunk {
  fileName: string;
  code: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: readonly string[];
  dynamicImports: readonly string[];
  moduleIds: readonly string[];
}

export interface BudgetReport {
  homeFiles: string[];
  homeBytes: number;
  /** Admin modules inside chunks a visitor's page loads or may load, as 'chunk: module'. */
  adminForVisitors: string[];
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
  return { homeFiles: home.map((c) => c.fileName), homeBytes, adminForVisitors, problems };
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
      if (ssr) return;
      const chunks = Object.values(bundle).filter((o) => o.type === 'chunk') as unknown as BuiltChunk[];
      const report = budgetReport(chunks);
      if (report.problems.length) this.error(`Bundle budget broken: ${report.problems.join('; ')}`);
      this.info(`home page JavaScript: ${kib(report.homeBytes)} gzip (budget ${kib(HOME_JS_BUDGET)}); no admin code for visitors`);
    },
  };
}
