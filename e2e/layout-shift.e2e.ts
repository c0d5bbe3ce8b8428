// No page jumps while it loads: on a phone with a 4x slower CPU, every public page's cumulative layout
// shift (the largest burst of shifts, as browsers count it) stays at or under 0.05, up to two seconds
// after the page has loaded and the app has taken over.
import { expect, type Page } from '@playwright/test';
import { appTookOver, PHONE, stubOtherHosts, test } from './fixtures';
import { publicPages } from './site-pages';

const MOST = 0.05;

/** The page's cumulative layout shift so far: the largest session window of shifts not caused by input. */
function layoutShift(page: Page): Promise<{ score: number; sources: string[] }> {
  return page.evaluate(
    () =>
      new Promise<{ score: number; sources: string[] }>((resolve) => {
        type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] };
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          const shifts = (list.getEntries() as Shift[]).filter((s) => !s.hadRecentInput);
          let best = { score: 0, shifts: [] as Shift[] };
          let window: Shift[] = [];
          for (const shift of shifts) {
            const first = window[0];
            const last = window.at(-1);
            if (first && last && (shift.startTime - last.startTime > 1000 || shift.startTime - first.startTime > 5000)) window = [];
            window.push(shift);
            const score = window.reduce((sum, s) => sum + s.value, 0);
            if (score > best.score) best = { score, shifts: [...window] };
          }
          const describe = (node?: Node) =>
            node instanceof Element ? `<${node.tagName.toLowerCase()}> "${(node.textContent ?? '').trim().slice(0, 40)}"` : String(node?.nodeName ?? '?');
          resolve({ score: best.score, sources: best.shifts.flatMap((s) => (s.sources ?? []).map((x) => `${s.value.toFixed(3)} ${describe(x.node)}`)) });
        }).observe({ type: 'layout-shift', buffered: true });
        // The observer reports buffered entries at once; with none it would never call back.
        setTimeout(() => resolve({ score: 0, sources: [] }), 1000);
      }),
  );
}

test.use({ viewport: PHONE, early: true });

test('no public page shifts its layout as it loads on a phone', async ({ page }) => {
  test.setTimeout(180_000);
  await stubOtherHosts(page);
  for (const [name, path] of await publicPages(page.request)) {
    await test.step(name, async () => {
      await page.goto(path);
      await appTookOver(page);
      await page.waitForTimeout(2000);
      const { score, sources } = await layoutShift(page);
      expect.soft(score, `${name} (${path}) shifted: ${sources.join('; ')}`).toBeLessThanOrEqual(MOST);
    });
  }
});
