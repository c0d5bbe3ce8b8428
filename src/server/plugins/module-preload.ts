// The modules a server-rendered page's first render needs beyond the entry's, named in the page so the
// browser fetches them alongside the entry instead of after it has run (paint-first.ts).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';

/** A chunk of Vite's build manifest (.vite/manifest.json), keyed there by its module's path under src/web. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
export type BuildManifest = Record<string, ManifestChunk>;

/** The server render's route table (router.js beside entry-server.js): the modules a page at a path loads first. */
type FirstRenderModulesOf = (pathname: string) => string[];

/** Those keys and every chunk they import, directly or not. */
function withImports(manifest: BuildManifest, keys: readonly string[]): Set<string> {
  const found = new Set<string>();
  const visit = (key: string) => {
    if (found.has(key) || !manifest[key]) return;
    found.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return found;
}

/** The files of the chunks `modules` need, less those the entry loads anyway (its page names them already). */
export function preloadFiles(manifest: BuildManifest, modules: readonly string[]): string[] {
  const entry = withImports(
    manifest,
    Object.keys(manifest).filter((key) => manifest[key]?.isEntry),
  );
  return [...withImports(manifest, modules)].filter((key) => !entry.has(key)).map((key) => manifest[key]!.file);
}

/**
 * Reads the build's manifest and the server render's route table once; a page's files are then found by
 * its path. Without either (an older build, a stand-in render), pages simply get no links.
 */
export async function loadModulePreload(webDir: string, ssrDir: string, log: FastifyBaseLogger): Promise<(pathname: string) => string[]> {
  const manifestFile = path.join(webDir, '.vite', 'manifest.json');
  const tableFile = path.join(ssrDir, 'router.js');
  const table = fs.existsSync(tableFile) ? ((await import(pathToFileURL(tableFile).href)) as { firstRenderModulesOf?: FirstRenderModulesOf }) : {};
  const { firstRenderModulesOf } = table;
  if (!fs.existsSync(manifestFile) || typeof firstRenderModulesOf !== 'function') {
    log.warn(`No build manifest or route table in ${webDir}: pages are sent without modulepreload links (npm run build makes them).`);
    return () => [];
  }
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as BuildManifest;
  // One list per set of screens: there are a few dozen at most.
  const files = new Map<string, string[]>();
  return (pathname) => {
    const modules = firstRenderModulesOf(pathname);
    const key = modules.join('\n');
    let found = files.get(key);
    if (!found) files.set(key, (found = preloadFiles(manifest, modules)));
    return found;
  };
}
