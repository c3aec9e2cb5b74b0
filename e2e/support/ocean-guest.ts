import type { Page } from 'playwright-core';
import { api } from './accounts.js';

/**
 * A guest following ocean shipments, as the detail and timeline tests need one: the token comes
 * from the API and goes where the session store keeps it (localStorage DATA), so a test does not
 * depend on the search box of another page.
 */

/** The sample numbers the sandbox world offers. */
export interface WorldSamples {
  billsOfLading: string[];
  containers: string[];
  terminal: { containerNumber: string; portCode: string; call: 'download' | 'port-events' }[];
}

export async function worldSamples(baseUrl: string): Promise<WorldSamples> {
  return (await api<{ samples: WorldSamples }>(baseUrl, '/sandbox/world')).data.samples;
}

/** A new guest's write token. */
export async function guestToken(baseUrl: string): Promise<string> {
  const guest = await api<{ accessToken: string }>(
    baseUrl,
    '/auth/guest/token?type=guest&secret=tracklane-guest',
  );
  return guest.data.accessToken;
}

export const guestHeaders = (token: string) => ({
  Authorization: `Bearer ${token}`,
  'content-type': 'application/json',
});

/** Tracks a number with carrier detection; null when the carrier cannot be told from the number. */
export async function subscribeAuto(baseUrl: string, token: string, number: string): Promise<string | null> {
  const body = /^[A-Z]{4}\d{7}$/.test(number) ? { containerNumber: number } : { billNumber: number };
  const res = await api<{ id: string }>(baseUrl, '/application/ocean/subscribe', {
    method: 'POST',
    headers: guestHeaders(token),
    body: JSON.stringify({ ...body, carrierCode: 'AUTO' }),
  });
  return res.statusCode === 20000 ? res.data.id : null;
}

/**
 * The first refresh is queued on subscribe: the detail once its shipment is there, null after
 * 45 s. A plain loop, not expect.poll, so a set-up (beforeAll) may use it too.
 */
export async function detailWithShipment<D extends { shipment: unknown }>(
  baseUrl: string,
  token: string,
  id: string,
): Promise<D | null> {
  const until = Date.now() + 45_000;
  while (Date.now() < until) {
    const { data } = await api<D>(baseUrl, `/application/ocean/subscribe/${id}`, {
      headers: guestHeaders(token),
    });
    if (data?.shipment) return data;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  return null;
}

/** Signs the page in as the guest, in the given language, and leaves it on a public page. */
export async function signInAsGuest(page: Page, token: string, language: 'en' | 'zh' | 'jp') {
  // A zh visit to a public path does not sign in by itself, so our token is not overwritten.
  await page.goto('/no-such-page?lang=zh');
  await page.evaluate(
    ({ t, language }) => {
      const data = JSON.parse(localStorage.getItem('DATA') ?? '{"state":{},"version":1}');
      Object.assign(data.state, { writeToken: t, accessToken2: t, loginType: 'guest', language });
      localStorage.setItem('DATA', JSON.stringify(data));
    },
    { t: token, language },
  );
}

/** Opens a shipment's detail signed in as the guest, once its timeline is drawn. */
export async function openShipmentDetail(page: Page, token: string, id: string, lang: 'en' | 'zh' | 'jp') {
  await signInAsGuest(page, token, lang);
  await page.goto(`/ocean/detail?id=${id}&lang=${lang}`);
  await page.getByTestId('timeline-event').first().waitFor({ timeout: 30_000 });
}
