import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { siteBackend as backend, serviceRows } from './service';

export const DEMO = { email: 'demo@district.market', password: 'Demo!2345' };
export const STRONG_PASSWORD = 'Zawadi!2026x';

/** A fresh address per test, so tests never share an account, a lockout or security events. */
export function uniqueEmail(tag: string): string {
  return `e2e-${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

interface Mail {
  to: string;
  subject: string;
  links: string[];
}

/** The newest link mailed to `to` with this subject, waiting for it to arrive. */
export async function mailedLink(request: APIRequestContext, to: string, subject: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const { url } = await backend(request);
        const mails = (await (await request.get(`${url}/mailbox?to=${encodeURIComponent(to)}`)).json()) as Mail[];
        link = mails.find((mail) => mail.subject === subject)?.links[0];
        return link;
      },
      { message: `a "${subject}" mail to ${to}` },
    )
    .toBeTruthy();
  return link!;
}

/** Registers and confirms an account through the auth API and the mailbox (no UI). */
export async function confirmedAccount(
  request: APIRequestContext,
  tag: string,
  fullName = 'Zawadi Test',
): Promise<{ id: string; email: string; password: string }> {
  const email = uniqueEmail(tag);
  const { url, anonKey } = await backend(request);
  const response = await request.post(`${url}/auth/v1/signup`, {
    headers: { apikey: anonKey, 'content-type': 'application/json' },
    data: { email, password: STRONG_PASSWORD, data: { full_name: fullName } },
  });
  expect(response.status()).toBe(200);
  const user = (await response.json()) as { id?: string; user?: { id: string } };
  const id = user.id ?? user.user?.id ?? '';
  const link = await mailedLink(request, email, 'Confirm your signup');
  // Following the link confirms the address; the redirect it answers is not needed here.
  expect((await request.get(link, { maxRedirects: 0 })).status()).toBe(303);
  return { id, email, password: STRONG_PASSWORD };
}

/** Signs in through the login form. */
export async function signInWithForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

export function accountNav(page: Page) {
  return page.getByRole('banner').getByRole('navigation', { name: 'Account' });
}

/** The security events recorded for an address, read with the service key (browsers cannot read them). */
export async function securityEvents(
  request: APIRequestContext,
  email: string,
): Promise<Array<{ type: string; details: Record<string, unknown> }>> {
  return serviceRows(request, `security_events?select=type,details&email=eq.${encodeURIComponent(email)}&order=id.asc`);
}
