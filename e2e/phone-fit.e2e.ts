// Every screen fits a phone: at 320, 375 and 414 px no element of a public page, a staff section or an
// open dialog is wider than the screen or the card it sits in, and the page never scrolls sideways.
// Content inside a box that scrolls or clips sideways (a row of chips, a photo strip) is that box's to show.
import { expect, type Page } from '@playwright/test';
import { signInStaff } from './staff';
import { publicPages, STAFF_SECTIONS } from './site-pages';
import { stubOtherHosts, test } from './fixtures';

const WIDTHS = [320, 375, 414] as const;

/** What spills, as 'where: what', measured in the page. */
function spills(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const found: string[] = [];
    if (root.scrollWidth > width + 1) found.push(`the page scrolls sideways (${root.scrollWidth} px wide)`);
    const name = (el: Element) => {
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const label = el.getAttribute('aria-label') ?? el.getAttribute('name') ?? el.getAttribute('placeholder');
      return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}> ${label ? `[${label}] ` : ''}"${text}"`;
    };
    const clipsSideways = (el: Element) => getComputedStyle(el).overflowX !== 'visible';
    /** The nearest box it must stay within: a card or a dialog, or the screen. */
    const frameOf = (el: Element): { box: DOMRect | { left: number; right: number }; what: string } | undefined => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        if (clipsSideways(up)) return undefined;
        if (up.matches('[data-slot="card"], [role="dialog"], [role="alertdialog"]')) return { box: up.getBoundingClientRect(), what: 'its card' };
      }
      return { box: { left: 0, right: width }, what: 'the screen' };
    };
    for (const el of document.body.querySelectorAll('*')) {
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'contents') continue;
      const r = el.getBoundingClientRect();
      if (r.width < 2 || r.height < 2) continue;
      const frame = frameOf(el);
      if (!frame) continue;
      if (r.left < frame.box.left - 1 || r.right > frame.box.right + 1) {
        found.push(`${name(el)} runs ${Math.round(Math.max(frame.box.left - r.left, r.right - frame.box.right))} px past ${frame.what}`);
      }
    }
    // A control's label and icon stay inside it (a button's text past its edge): its text and elements.
    // Text for screen readers only and decorations placed on purpose are left out, with what they hold, and
    // so is what a box cuts short on purpose (a long web address ending in an ellipsis).
    const placed = (el: Element) => ['absolute', 'fixed'].includes(getComputedStyle(el).position);
    const clips = (el: Element) => getComputedStyle(el).overflowX !== 'visible';
    for (const control of document.body.querySelectorAll('a, button, label, [role="button"], [role="tab"]')) {
      const box = control.getBoundingClientRect();
      if (box.width < 2 || control.closest('[aria-hidden="true"]') || placed(control) || clips(control)) continue;
      const outside = (r: DOMRect) => r.width >= 2 && (r.left < box.left - 1 || r.right > box.right + 1);
      const queue = [...control.childNodes];
      for (let node = queue.shift(); node; node = queue.shift()) {
        if (node instanceof Element) {
          if (placed(node)) continue;
          if (outside(node.getBoundingClientRect())) {
            found.push(`${name(control)} shows ${name(node)} past its edge`);
            break;
          }
          if (!clips(node)) queue.push(...node.childNodes);
        } else if (node.nodeType === Node.TEXT_NODE) {
          const range = document.createRange();
          range.selectNodeContents(node);
          if (outside(range.getBoundingClientRect())) {
            found.push(`${name(control)} shows "${node.textContent?.trim().slice(0, 30)}" past its edge`);
            break;
          }
        }
      }
    }
    return [...new Set(found)];
  });
}

async function expectFits(page: Page, where: string) {
  // A dialog is measured once it has grown in, not halfway.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity));
  expect.soft(await spills(page), `${where} at ${page.viewportSize()!.width} px`).toEqual([]);
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('every public page fits the screen', async ({ page }) => {
      test.setTimeout(120_000);
      await stubOtherHosts(page);
      for (const [name, path] of await publicPages(page.request)) {
        await test.step(name, async () => {
          await page.goto(path);
          await expectFits(page, name);
        });
      }
    });

    test('the dialogs a visitor opens fit the screen', async ({ page }) => {
      await stubOtherHosts(page);
      const [, business] = (await publicPages(page.request)).find(([name]) => name === 'a business')!;
      await page.goto(`${business.replace('/business/', '/reviews/')}?write`);
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectFits(page, 'the review dialog');
      await page.goto('/get-involved');
      await page
        .getByRole('link', { name: /^Get Involved: / })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectFits(page, 'the get involved dialog');
    });

    test('every staff section fits the screen', async ({ page }) => {
      test.setTimeout(120_000);
      await signInStaff(page);
      for (const tab of STAFF_SECTIONS) {
        await test.step(tab || 'business requests', async () => {
          await page.goto(tab ? `/admin-dashboard?tab=${tab}` : '/admin-dashboard');
          await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
          await page.waitForLoadState('networkidle');
          await expectFits(page, `staff section ${tab}`);
        });
      }
      await page.goto('/admin-dashboard?tab=edits');
      await page
        .getByRole('button', { name: /^View details of / })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectFits(page, 'the edit comparison');
    });
  });
}
