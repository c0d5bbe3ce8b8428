// The owner sign-in against a stranger, in Chromium at 375 and 1280 px: a sign-in request with a forged
// Host (or X-Forwarded-Host) is refused and never reaches an e-mail, and a link a stranger asked for signs
// nobody in until the person at the screen says yes.
import http from 'node:http';
import { SIGN_IN_SENT } from '../src/shared/schemas/account';
import { expectNoSeriousViolations, patientExpect as expect, SCREENS, test } from './fixtures';
import { messages, signInLinkFor } from './mail';

/** A request as a script sends it: any Host header it likes. */
function rawPost(path: string, headers: Record<string, string>, body: object): Promise<number> {
  const base = new URL(test.info().project.use.baseURL ?? 'http://localhost:3100');
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port: base.port, path, method: 'POST', headers: { 'content-type': 'application/json', ...headers } },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
}

for (const [, viewport] of SCREENS) {
  test.describe(`owner sign-in against a stranger at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a forged host never reaches an e-mail; a stranger’s link asks before it signs in', async ({ page, browser }) => {
      const victim = `victim-${viewport.width}@example.org`;
      const attacker = `attacker-${viewport.width}@example.org`;

      // The attacker asks for the victim's link with their own host name: as the Host, and as the host a
      // proxy reports (this server trusts loopback as its proxy). Each is refused before anything is sent.
      const forged: Record<string, string>[] = [
        { host: 'attacker.example' },
        { host: 'attacker.example:3100' },
        { host: 'localhost:3100', 'x-forwarded-host': 'attacker.example' },
      ];
      for (const headers of forged) {
        expect(await rawPost('/api/account/sign-in', headers, { email: victim })).toBe(400);
      }

      // The attacker asks for a link to their own account in their own browser, and sends it to the victim.
      const attackerContext = await browser.newContext({ viewport });
      const attackerPage = await attackerContext.newPage();
      await attackerPage.goto('/account/sign-in');
      await attackerPage.getByLabel('Your e-mail').fill(attacker);
      await attackerPage.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
      await expect(attackerPage.getByText(SIGN_IN_SENT)).toBeVisible();
      const attackersLink = await signInLinkFor(attacker);
      await attackerContext.close();

      // The victim opens it: nothing happens until they say yes, and they can see whose account it is.
      await page.goto(attackersLink.path);
      await expect(page.getByRole('heading', { name: `Sign in as a…@example.org?` })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
      await expectNoSeriousViolations(page);
      expect((await page.request.get('/api/account')).status()).toBe(401);

      // Their own link, asked for in their own browser, signs them in at once.
      await page.goto('/account/sign-in');
      await page.getByLabel('Your e-mail').fill(victim);
      await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
      await expect(page.getByText(SIGN_IN_SENT)).toBeVisible();
      const own = await signInLinkFor(victim);
      await page.goto(own.path);
      await expect(page).toHaveURL(/\/account$/);
      await expect(page.getByRole('main').getByText(`Signed in as ${victim}`)).toBeVisible();

      // No message the site sent carries the forged host.
      const sent = await messages();
      expect(sent.some((m) => m.to === victim)).toBe(true);
      expect(sent.filter((m) => /attacker\.example/.test(m.text))).toEqual([]);
    });
  });
}
