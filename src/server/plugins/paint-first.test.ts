// The built page drawn before it runs: its stylesheet inline, its entry started by the starter script with
// the page's modules named for it, escaped.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { paintFirst, withModulePreload } from './paint-first';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'engine-paint-first-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const BUILT = [
  '<head>',
  '<script type="module" crossorigin src="/assets/index-a1.js"></script>',
  '<link rel="stylesheet" crossorigin href="/assets/index-b2.css">',
  '</head>',
].join('\n');

describe('paintFirst', () => {
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'assets/index-b2.css'), 'body{color:red}');
  const page = paintFirst(BUILT, dir);

  it('writes the stylesheet into the page, its link kept but disabled (never fetched)', () => {
    expect(page).toContain('<style>body{color:red}</style><link rel="stylesheet" crossorigin href="/assets/index-b2.css" disabled>');
  });

  it('starts the entry from the starter script instead of naming it as a module', () => {
    expect(page).toContain('<script defer src="/paint-first.js" data-entry="/assets/index-a1.js" data-preload=""></script>');
    expect(page).not.toContain('type="module"');
  });

  it('names the page’s modules for the starter, escaped, and nothing when there are none', () => {
    expect(withModulePreload(page, ['assets/a.js', 'assets/"b.js'])).toContain('data-preload="/assets/a.js /assets/&quot;b.js"');
    expect(withModulePreload(page, [])).toContain('data-preload=""');
  });

  it('leaves a page it does not recognise (the development server’s) as it is', () => {
    const source = '<script type="module" src="/main.tsx"></script>';
    expect(paintFirst(source, dir)).toBe(source);
  });
});
