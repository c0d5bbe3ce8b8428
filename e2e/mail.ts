// The inbox of the browser tests: every message the site sent over SMTP (see scripts/mail-catcher.mjs).
import { expect } from '@playwright/test';

const inbox = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? '3100') + 50}/messages`;

export interface Message {
  id: number;
  to: string;
  subject: string;
  text: string;
}

export async function messages(): Promise<Message[]> {
  return (await (await fetch(inbox)).json()) as Message[];
}

/** The newest sign-in link sent to `email` after message `after`, as a path of this site, and its message's id. */
export async function signInLinkFor(email: string, after = 0): Promise<{ path: string; id: number }> {
  let found: { path: string; id: number } | undefined;
  await expect
    .poll(
      async () => {
        const mail = (await messages()).reverse().find((m) => m.to === email.toLowerCase() && m.id > after && /\/account\/sign-in\?token=/.test(m.text));
        const link = mail?.text.match(/https?:\/\/\S+\/account\/sign-in\?token=\S+/)?.[0];
        found = mail && link ? { path: new URL(link).pathname + new URL(link).search, id: mail.id } : undefined;
        return Boolean(found);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}
