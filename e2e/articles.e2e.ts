// Articles in Chromium at 375 and 1280 px: a category page with keyword search and location filter (the
// cards shown are exactly what the API answers for the same filter), reading an article and going back,
// 'Article Not Found' for unknown sources and ids, and the 'Submit {category} Article' request.
import type { Page } from '@playwright/test';
import { DESKTOP, expect, expectNoSeriousViolations, fillFields, PHONE, test } from './fixtures';

const VIEWPORTS = [
  { name: 'phone', ...PHONE },
  { name: 'desktop', ...DESKTOP },
];

interface ApiArticle {
  id: number;
  title: string;
  source: string;
  category: string;
}

async function apiArticles(page: Page, query: Record<string, string>): Promise<ApiArticle[]> {
  const res = await page.request.get(`/api/articles?${new URLSearchParams({ limit: '24', ...query })}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { items: ApiArticle[] }).items;
}

function cardTitles(page: Page) {
  return page.getByRole('main').getByRole('article').getByRole('heading', { level: 3 });
}

/** A word of an article's title that a keyword search can use. */
function keywordOf(title: string): string {
  const words = title.match(/[A-Za-z]{5,}/g) ?? title.match(/[A-Za-z]{3,}/g) ?? [title];
  return words.sort((a, b) => b.length - a.length)[0]!;
}

for (const viewport of VIEWPORTS) {
  test.describe(`articles on ${viewport.name} (${viewport.width} px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    // Whole journeys with several accessibility scans: allow three times the usual time.
    test.slow();

    test('a category page searches by keyword and filters by location', async ({ page }) => {
      const published = await apiArticles(page, { category: 'History' });
      expect(published.length, 'the demo data has History articles').toBeGreaterThanOrEqual(7);

      await page.goto('/history');
      await expect(page).toHaveTitle(/^History · /);
      await expect(page.getByRole('heading', { level: 1, name: 'History' })).toBeVisible();
      const subNav = page.getByRole('navigation', { name: 'Article categories' });
      await expect(subNav.getByRole('link', { name: 'History' })).toHaveAttribute('aria-current', 'page');
      await expect(subNav.getByRole('link', { name: 'Pop Culture' })).toBeVisible();
      await expect(subNav.getByRole('link', { name: 'News' })).toBeVisible();
      const search = page.getByRole('searchbox', { name: 'Search articles' });
      await expect(search).toHaveAttribute('placeholder', 'Search articles by keywords...');

      // Newest first, published only: the first page of the API, in order.
      await expect(cardTitles(page)).toHaveText(published.map((a) => a.title));
      const firstCard = page.getByRole('main').getByRole('article').first();
      await expect(firstCard.getByText('History', { exact: true })).toBeVisible();
      await expect(firstCard.getByText(/\d+ min read/)).toBeVisible();
      await expect(firstCard.getByRole('link', { name: published[0]!.title })).toHaveAttribute('href', `/blog/history/${published[0]!.id}`);

      // Keyword search, ignoring case: the cards are what the server finds for the same words.
      const keyword = keywordOf(published[2]!.title).toUpperCase();
      await search.fill(keyword);
      await expect(page).toHaveURL(new RegExp(`[?&]q=${keyword}`));
      const found = await apiArticles(page, { category: 'History', q: keyword });
      expect(found.map((a) => a.title)).toContain(published[2]!.title);
      await expect(cardTitles(page)).toHaveText(found.map((a) => a.title));

      // Nothing matches: the spec's empty state.
      await search.fill('zzqx no such words');
      await expect(page.getByRole('heading', { name: 'No History Articles Available' })).toBeVisible();
      await page.getByRole('button', { name: 'Clear search and location' }).click();
      await expect(search).toHaveValue('');
      await expect(cardTitles(page)).toHaveCount(published.length);

      // Location filter: a state that holds some but not all of the articles (New York when none does).
      const states = [
        { value: 'new-york', label: 'New York' },
        { value: 'california', label: 'California' },
        { value: 'georgia', label: 'Georgia' },
        { value: 'texas', label: 'Texas' },
        { value: 'florida', label: 'Florida' },
      ];
      let chosen = states[0]!;
      let inState = await apiArticles(page, { category: 'History', location: chosen.value });
      for (const state of states) {
        const items = await apiArticles(page, { category: 'History', location: state.value });
        if (items.length > 0 && items.length < published.length) {
          chosen = state;
          inState = items;
          break;
        }
      }
      const locationSelect = page.getByRole('combobox', { name: 'Location' });
      await expect(locationSelect.getByRole('option')).toHaveText(['All Locations', 'New York', 'California', 'Georgia', 'Texas', 'Florida']);
      await locationSelect.selectOption({ label: chosen.label });
      await expect(page).toHaveURL(new RegExp(`[?&]location=${chosen.value}`));
      if (inState.length) {
        await expect(cardTitles(page)).toHaveText(inState.map((a) => a.title));
        for (const card of await page.getByRole('main').getByRole('article').all()) await expect(card).toContainText(new RegExp(chosen.label, 'i'));
      } else {
        await expect(page.getByRole('heading', { name: 'No History Articles Available' })).toBeVisible();
      }

      // The filter survives a reload: it lives in the address.
      await page.reload();
      await expect(locationSelect.locator('option:checked')).toHaveText(chosen.label);
      await expectNoSeriousViolations(page);
    });

    test('an article opens from its card, renders its body, and Back returns to the list', async ({ page }) => {
      const [article] = await apiArticles(page, { category: 'Pop Culture' });
      await page.goto('/pop-culture');
      await page.getByRole('link', { name: article!.title }).click();
      await expect(page).toHaveURL(`/blog/popculture/${article!.id}`);
      await expect(page.getByRole('heading', { level: 1, name: article!.title })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${article!.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} · `));

      const full = (await (await page.request.get(`/api/articles/${article!.id}?source=popculture`)).json()) as { author: string; content: string };
      await expect(page.getByText(`By ${full.author}`)).toBeVisible();
      // The first paragraph of the body is on the page as text.
      const firstParagraph = full.content
        .split(/\n\s*\n/)[0]!
        .split('\n')[0]!
        .replace(/[*#>]/g, '')
        .trim()
        .slice(0, 40);
      await expect(page.getByRole('main').getByText(firstParagraph, { exact: false }).first()).toBeVisible();
      await expectNoSeriousViolations(page);

      await page.getByRole('button', { name: 'Back' }).click();
      await expect(page).toHaveURL('/pop-culture');
      await expect(page.getByRole('heading', { level: 1, name: 'Pop Culture' })).toBeVisible();
    });

    test("unknown sources and ids show 'Article Not Found', never another article", async ({ page }) => {
      const [news] = await apiArticles(page, { category: 'News' });
      for (const path of ['/blog/sports/1', '/blog/history/99999999', `/blog/history/${news!.id}`, '/blog/news/not-a-number']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: 'Article Not Found' }), path).toBeVisible();
        await expect(page.getByText('The requested article could not be found.')).toBeVisible();
        await expect(page.getByRole('heading', { name: news!.title })).toHaveCount(0);
      }
      await page.goto(`/blog/news/${news!.id}`);
      await expect(page.getByRole('heading', { level: 1, name: news!.title })).toBeVisible();
    });

    test("'Submit News Article' sends an article request for review", async ({ page }) => {
      await page.goto('/news');
      await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
      await page.getByRole('link', { name: 'Submit News Article' }).click();
      const dialog = page.getByRole('dialog', { name: 'Submit News Article' });
      await expect(dialog).toBeVisible();

      await dialog.getByRole('button', { name: 'Submit Article' }).click();
      await expect(dialog.getByText('Please enter your name')).toBeVisible();
      await expect(dialog.getByText('Please write your article')).toBeVisible();

      await fillFields(dialog, {
        'Your Name': 'Jordan Lee',
        Email: 'jordan@example.com',
        'Article Title': `A block party to remember ${viewport.name}`,
        Content: 'Three generations on one street.\n\nThe grills were going by noon.',
        Location: 'Brooklyn, New York',
        Tags: 'community, summer',
      });
      await expectNoSeriousViolations(page);
      await dialog.getByRole('button', { name: 'Submit Article' }).click();

      await expect(page.getByText('Blog Request Submitted')).toBeVisible();
      await expect(page.getByText('Your blog request has been submitted for admin review.')).toBeVisible();
      await expect(dialog).toBeHidden();
    });
  });
}

test("'Loading articles...' while the list loads, then each category's own empty state", async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/articles?*', async (route) => {
    await held;
    await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ items: [], hasMore: false }) });
  });
  // Opened from the app, so the browser asks for the list (a page loaded by address comes with it).
  await page.goto('/');
  await page.getByRole('navigation').getByRole('link', { name: 'Pop Culture' }).first().click();
  await expect(page.getByText('Loading articles...')).toBeVisible();
  release();
  await expect(page.getByRole('heading', { name: 'No Pop Culture Articles Available' })).toBeVisible();
  await expect(page.getByText('Pop Culture articles will appear here once they are approved by our admin team.')).toBeVisible();

  for (const [name, title] of [
    ['News', 'No Articles Available'],
    ['History', 'No History Articles Available'],
  ]) {
    await page.getByRole('navigation').getByRole('link', { name, exact: true }).first().click();
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByText(/will appear here once they are approved by our admin team\.$/)).toBeVisible();
  }
});

test('a failed article request says so and keeps what was typed', async ({ page }) => {
  await page.route('**/api/blog-requests', (route) =>
    route.fulfill({ status: 400, contentType: 'application/json', body: '{"error":{"code":"validation_failed","message":"Refused"}}' }),
  );
  await page.goto('/history');
  await page.getByRole('link', { name: 'Submit History Article' }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit History Article' });
  await fillFields(dialog, { 'Your Name': 'Sam', Email: 'sam@example.com', 'Article Title': 'Kept title', Content: 'Kept body' });
  await dialog.getByRole('button', { name: 'Submit Article' }).click();
  await expect(page.getByText('Failed to submit blog request. Please try again.')).toBeVisible();
  await expect(dialog.getByLabel('Article Title')).toHaveValue('Kept title');
});
