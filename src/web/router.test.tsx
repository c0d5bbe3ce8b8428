// @vitest-environment jsdom
// The route table's screen modules: each names the file its route loads, and a path yields the modules
// the browser loads before hydrating the server's page there (the server preloads them by those names).
import '../test/jsdom-setup';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { appRoutes, firstRenderModulesOf, screenOf } from './router';

const allRoutes = (routes: RouteObject[]): RouteObject[] => routes.flatMap((route) => [route, ...allRoutes(route.children ?? [])]);

describe('first render modules', () => {
  it('names the very module each lazy route loads', async () => {
    const screens = allRoutes(appRoutes).flatMap((route) => screenOf(route) ?? []);
    expect(screens.length).toBeGreaterThan(15);
    for (const { module, load } of screens) expect(await load(), module).toBe(await import(/* @vite-ignore */ `./${module}`));
  });

  it("gives a path's screen with what screens come with, and what every page loads first", () => {
    const withData = ['app/query-provider.tsx', 'lib/page-state.ts', 'lib/keep-typed.ts'];
    expect(firstRenderModulesOf('/business/12')).toEqual(['features/listings/routes/business-detail-page.tsx', ...withData]);
    // Home comes with the entry, and its sections' data with it.
    expect(firstRenderModulesOf('/')).toEqual(withData);
    expect(firstRenderModulesOf('/no/such/page')[0]).toBe('app/not-found.tsx');
    for (const module of firstRenderModulesOf('/business/12')) expect(fs.existsSync(path.join(import.meta.dirname, module)), module).toBe(true);
  });
});
