// The build's file plan: shared code in few files, never a file importing one that imports it back, admin
// code apart, made from the bundler's own cut.
import { describe, expect, it } from 'vitest';
import { planFiles, planFromCut, type CutFile, type PlannedModule } from './chunk-plan';

const mod = (size: number, imports: string[] = [], dynamicImports: string[] = []): PlannedModule => ({ size, imports, dynamicImports });

/** An entry lazily loading four screens; every pair of screens shares a small module, all share `base`. */
const graph = new Map<string, PlannedModule>([
  ['/src/web/main.tsx', mod(10, [], ['/s/a.tsx', '/s/b.tsx', '/s/c.tsx', '/s/d.tsx'])],
  ['/s/a.tsx', mod(100, ['/x/ab', '/x/ac', '/x/ad'])],
  ['/s/b.tsx', mod(100, ['/x/ab', '/x/bc', '/x/bd'])],
  ['/s/c.tsx', mod(100, ['/x/ac', '/x/bc', '/x/cd'])],
  ['/s/d.tsx', mod(100, ['/x/ad', '/x/bd', '/x/cd'])],
  ...['ab', 'ac', 'ad', 'bc', 'bd', 'cd'].map((pair): [string, PlannedModule] => [`/x/${pair}`, mod(50, ['/x/base'])]),
  ['/x/base', mod(50)],
]);
const screens = ['/s/a.tsx', '/s/b.tsx', '/s/c.tsx', '/s/d.tsx'];
const plan = (perFile: number, g = graph, s = screens) => planFiles(g, { entries: ['/src/web/main.tsx'], screens: s, companions: [], perFile });

describe('planFiles', () => {
  it('keeps the bundler’s cut when a file costs little, and merges small shared modules when it costs much', () => {
    expect(new Set(plan(0).values()).size).toBe(7);
    const merged = plan(10_000);
    expect(new Set(merged.values()).size).toBe(1);
    expect([...merged.keys()].sort()).toEqual(['/x/ab', '/x/ac', '/x/ad', '/x/base', '/x/bc', '/x/bd', '/x/cd']);
  });

  it('never makes two files that import each other', () => {
    const tangled = new Map(graph);
    // Shared modules importing shared modules of other sets: the case where merging can close a circle.
    tangled.set('/x/ab', mod(50, ['/x/base', '/x/abc']));
    tangled.set('/x/bc', mod(50, ['/x/base', '/x/abc']));
    tangled.set('/x/abc', mod(5, ['/x/base']));
    tangled.set('/s/c.tsx', mod(100, ['/x/ac', '/x/bc', '/x/cd', '/x/ab']));
    for (const perFile of [0, 20, 60, 200, 10_000]) {
      const files = plan(perFile, tangled);
      const fileOf = (id: string) => files.get(id) ?? id;
      const edges = new Map<string, Set<string>>();
      for (const [id, m] of tangled)
        for (const next of m.imports) if (fileOf(id) !== fileOf(next)) edges.set(fileOf(id), (edges.get(fileOf(id)) ?? new Set()).add(fileOf(next)));
      const reaches = (from: string, to: string, seen = new Set<string>()): boolean =>
        [...(edges.get(from) ?? [])].some((next) => next === to || (!seen.has(next) && (seen.add(next), reaches(next, to, seen))));
      for (const file of edges.keys()) expect(reaches(file, file), `perFile ${perFile}: ${file}`).toBe(false);
    }
  });

  it('keeps admin-only code out of the files visitor screens load', () => {
    const withAdmin = new Map(graph);
    withAdmin.set('/src/web/main.tsx', mod(10, [], [...screens, '/src/web/features/admin/routes/x-page.tsx', '/src/web/features/admin/routes/y-page.tsx']));
    withAdmin.set('/src/web/features/admin/routes/x-page.tsx', mod(100, ['/src/web/features/admin/tab.tsx']));
    withAdmin.set('/src/web/features/admin/routes/y-page.tsx', mod(100, ['/src/web/features/admin/tab.tsx']));
    withAdmin.set('/src/web/features/admin/tab.tsx', mod(10));
    const files = plan(10_000, withAdmin);
    expect(files.get('/src/web/features/admin/tab.tsx')).not.toBe(files.get('/x/ab'));
  });
});

describe('planFromCut', () => {
  const file = (fileName: string, part: Partial<CutFile> = {}): CutFile => ({
    fileName,
    code: 'x'.repeat(100),
    isEntry: false,
    facadeModuleId: null,
    imports: [],
    dynamicImports: [],
    moduleIds: [`/m/${fileName}`],
    ...part,
  });
  const cut = [
    file('index.js', { isEntry: true, facadeModuleId: '/src/web/main.tsx', dynamicImports: ['a.js', 'b.js', 'admin.js'] }),
    file('a.js', { facadeModuleId: '/s/a.tsx', imports: ['index.js', 'ab.js', 'icon.js'] }),
    file('b.js', { facadeModuleId: '/s/b.tsx', imports: ['index.js', 'ab.js', 'icon.js'] }),
    file('admin.js', { facadeModuleId: '/src/web/features/admin/routes/a-page.tsx', imports: ['icon.js'] }),
    file('ab.js', { moduleIds: ['/m/one', '/m/two'], imports: ['icon.js'] }),
    file('icon.js', { code: 'x'.repeat(10) }),
  ];

  it("names the modules of the bundler's shared files, never the first page's or a screen's own", () => {
    const plan = planFromCut(cut, { screens: ['/s/a.tsx', '/s/b.tsx'], companions: [], perFile: 1000 });
    expect([...plan.keys()].sort()).toEqual(['/m/icon.js', '/m/one', '/m/two']);
    // A file's modules stay together.
    expect(plan.get('/m/one')).toBe(plan.get('/m/two'));
  });
});
