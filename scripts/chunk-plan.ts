// How the browser build is cut into files. Left to itself the bundler gives every set of lazily loaded
// modules sharing some code a file of its own: a screen then needs dozens of small files, and a phone on
// HTTP/1.1 fetches six at a time, a round trip each. The plan, made from a first pass with the bundler's
// own cut, merges the files screens share into a few, chosen for what the public screens' first loads
// cost, and puts the first page's code in one file.
import type { Plugin } from 'vite';

export interface PlannedModule {
  /** Length in bytes: what it adds to a file. */
  size: number;
  imports: readonly string[];
  dynamicImports: readonly string[];
}

export interface PlanOptions {
  /** The page's entry modules (index.html's). */
  entries: readonly string[];
  /** The lazily loaded screens whose first load the plan is made for. */
  screens: readonly string[];
  /** Lazily loaded modules every screen loads with it (the data cache). */
  companions: readonly string[];
  /** What one more file costs a screen, in bytes of source: a request's share of the round trips. */
  perFile: number;
}

/** Admin code is never put in a file a visitor's page loads. */
const ADMIN = /[\\/]src[\\/]web[\\/](features[\\/]admin[\\/]|app[\\/]admin-)/;

function staticClosure(graph: ReadonlyMap<string, PlannedModule>, from: string): Set<string> {
  const found = new Set<string>();
  const queue = [from];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (found.has(id) || !graph.has(id)) continue;
    found.add(id);
    queue.push(...graph.get(id)!.imports);
  }
  return found;
}

/** A set of lazily loaded modules, one bit each. */
type Users = bigint;
const usersOf = (indexes: Iterable<number>): Users => [...indexes].reduce((bits, i) => bits | (1n << BigInt(i)), 0n);
const within = (a: Users, b: Users) => (a & b) === a;
const single = (a: Users) => a !== 0n && (a & (a - 1n)) === 0n;

/**
 * Each shared module's file, by name. A module's users are the lazily loaded modules that import it,
 * directly or not; the bundler's own cut is one file per set of users. Here a family of user sets is
 * grown, greedily, while it lowers the screens' cost (bytes plus `perFile` per file they need), and a
 * module goes to the smallest intersection of family sets holding its users. That keeps any import going
 * from a file for fewer users to one for more (the larger set holds the smaller), so no two files import
 * each other. Modules with one user stay with it, and entries stay where the bundler puts them.
 */
export function planFiles(graph: ReadonlyMap<string, PlannedModule>, options: PlanOptions): Map<string, string> {
  const lazy = [...new Set([...graph.values()].flatMap((m) => m.dynamicImports))].filter((id) => graph.has(id) && !options.entries.includes(id));
  const indexOf = new Map(lazy.map((id, i) => [id, i]));
  const users = new Map<string, Set<number>>();
  for (const [i, id] of lazy.entries()) for (const used of staticClosure(graph, id)) users.set(used, (users.get(used) ?? new Set()).add(i));

  const buckets = new Map<Users, { size: number; modules: string[] }>();
  for (const [id, set] of users) {
    const key = usersOf(set);
    const bucket = buckets.get(key) ?? buckets.set(key, { size: 0, modules: [] }).get(key)!;
    bucket.size += graph.get(id)!.size;
    bucket.modules.push(id);
  }
  const everyone = usersOf(lazy.keys());
  const admin = usersOf(lazy.flatMap((id, i) => (ADMIN.test(id) ? [i] : [])));
  const companions = usersOf(options.companions.flatMap((id) => (indexOf.has(id) ? [indexOf.get(id)!] : [])));
  const screens = options.screens.filter((id) => indexOf.has(id) && !options.companions.includes(id)).map((id) => usersOf([indexOf.get(id)!]) | companions);

  const fileOf = (key: Users, family: readonly Users[]) => {
    if (single(key)) return key;
    let file = everyone;
    for (const set of family) if (within(key, set)) file &= set;
    return file;
  };
  const cost = (family: readonly Users[]) => {
    const files = new Map<Users, number>();
    for (const [key, bucket] of buckets) {
      const file = fileOf(key, family);
      files.set(file, (files.get(file) ?? 0) + bucket.size);
    }
    let total = 0;
    for (const screen of screens) for (const [file, size] of files) if (file & screen) total += size + options.perFile;
    return total;
  };
  const family: Users[] = admin ? [admin] : [];
  const candidates = [...buckets.keys()].filter((key) => !single(key));
  for (let best = cost(family); ;) {
    let chosen: Users | undefined;
    for (const candidate of candidates) {
      if (family.includes(candidate)) continue;
      const tried = cost([...family, candidate]);
      if (tried < best) [best, chosen] = [tried, candidate];
    }
    if (chosen === undefined) break;
    family.push(chosen);
  }

  const plan = new Map<string, string>();
  const names = new Map<Users, string>();
  for (const [key, bucket] of buckets) {
    if (single(key)) continue;
    const file = fileOf(key, family);
    if (!names.has(file)) names.set(file, `shared-${names.size}`);
    for (const id of bucket.modules) if (!indexOf.has(id)) plan.set(id, names.get(file)!);
  }
  return plan;
}

/** A JavaScript file of a build, as Rolldown describes it: of the bundler's own cut (a first pass) or of the real build. */
export interface CutFile {
  fileName: string;
  code: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: readonly string[];
  dynamicImports: readonly string[];
  moduleIds: readonly string[];
}

/**
 * The plan from the bundler's own cut: its files are modules already tree-shaken and grouped by their
 * users, so the plan merges files, and then names each merged file's modules for the real build.
 */
export function planFromCut(cut: readonly CutFile[], options: Omit<PlanOptions, 'entries'>): Map<string, string> {
  const byName = new Map(cut.map((file) => [file.fileName, file]));
  // A file is known by its entry module when it has one (so screens and admin code are recognised), else by name.
  const nodeOf = (fileName: string) => byName.get(fileName)?.facadeModuleId ?? fileName;
  const initial = new Set<string>();
  const queue = cut.filter((file) => file.isEntry).map((file) => file.fileName);
  for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
    if (initial.has(name)) continue;
    initial.add(name);
    queue.push(...(byName.get(name)?.imports ?? []));
  }
  const graph = new Map<string, PlannedModule>([
    // The first page's files, as one entry: the plan leaves them to the group of their own.
    [
      '(first page)',
      { size: 0, imports: [], dynamicImports: cut.filter((file) => initial.has(file.fileName)).flatMap((file) => file.dynamicImports.map(nodeOf)) },
    ],
  ]);
  for (const file of cut) {
    if (initial.has(file.fileName)) continue;
    const imports = file.imports.filter((name) => !initial.has(name)).map(nodeOf);
    graph.set(nodeOf(file.fileName), { size: file.code.length, imports, dynamicImports: file.dynamicImports.map(nodeOf) });
  }
  const files = planFiles(graph, { ...options, entries: ['(first page)'] });
  const fileNames = new Map(cut.map((file) => [nodeOf(file.fileName), file.fileName]));
  return new Map([...files].flatMap(([node, name]) => byName.get(fileNames.get(node)!)!.moduleIds.map((id) => [id, name] as const)));
}

/** Set while the build makes its first pass, so that pass keeps the bundler's own cut. */
const FIRST_PASS = 'CHUNK_PLAN_FIRST_PASS';
export const isFirstPass = () => Boolean(process.env[FIRST_PASS]);

/**
 * The plan as a Vite plugin and the bundler's file groups: the first page's code in one file 'index',
 * the query library in 'data', then the plan's. The plugin builds the app once more, in memory and with
 * the bundler's own cut, before the real build (a few seconds), to plan from what the pages really use.
 */
export function chunkPlan(options: { configFile: string; routeTable: string; companions: readonly string[]; perFile: number }) {
  let plan = new Map<string, string>();
  const plugin: Plugin = {
    name: 'chunk-plan',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild && !isFirstPass(),
    async buildStart() {
      process.env[FIRST_PASS] = '1';
      try {
        const { build } = await import('vite');
        let screens: readonly string[] = [];
        const routeTable: Plugin = {
          name: 'chunk-plan-screens',
          buildEnd() {
            screens = (this.getModuleInfo(options.routeTable)?.dynamicallyImportedIds ?? []).filter((id) => !ADMIN.test(id));
          },
        };
        const result = await build({ configFile: options.configFile, logLevel: 'silent', plugins: [routeTable], build: { write: false, manifest: false } });
        const outputs = (Array.isArray(result) ? result : [result]) as { output: readonly (CutFile & { type: string })[] }[];
        const cut = outputs.flatMap((o) => o.output.filter((file) => file.type === 'chunk'));
        plan = planFromCut(cut, { screens, companions: options.companions, perFile: options.perFile });
      } finally {
        delete process.env[FIRST_PASS];
      }
    },
  };
  const groups = [
    { name: 'index', tags: ['$initial' as const], priority: 3 },
    { name: 'data', test: /[\\/]node_modules[\\/]@tanstack[\\/]/, priority: 2 },
    { name: (id: string) => plan.get(id) ?? null, debugName: 'chunk-plan', priority: 1, includeDependenciesRecursively: false },
  ];
  return { plugin, groups };
}
