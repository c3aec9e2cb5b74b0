/** Small fetch helpers for the provider tests (test support). */
export interface Reply {
  status: number;
  headers: Headers;
  text: string;
  body: unknown;
}

export async function call(url: string, apiKey: string | null, init: RequestInit = {}): Promise<Reply> {
  const headers = new Headers(init.headers);
  if (apiKey !== null) headers.set('API-Key', apiKey);
  if (init.body !== undefined) headers.set('Content-Type', 'application/json');
  const res = await fetch(url, { ...init, headers });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, body: text ? JSON.parse(text) : undefined };
}

/**
 * Walks every page of a list endpoint, following `Next-Page` links (T&T 2.2) or the
 * `Next-Page-Cursor` header (CS, OVS), and hands each page to `onPage`.
 */
export async function walkPages(
  firstUrl: string,
  apiKey: string,
  onPage: (reply: Reply, url: string) => void = () => {},
  maxPages = 10_000,
): Promise<unknown[]> {
  const items: unknown[] = [];
  let url: string | null = firstUrl;
  for (let n = 0; url && n < maxPages; n++) {
    const reply = await call(url, apiKey);
    if (reply.status !== 200) throw new Error(`${url} answered ${reply.status}: ${reply.text}`);
    onPage(reply, url);
    items.push(...(reply.body as unknown[]));
    const link = reply.headers.get('Next-Page');
    const cursor = reply.headers.get('Next-Page-Cursor');
    if (link) url = link;
    else if (cursor) {
      const next = new URL(firstUrl);
      next.searchParams.set('cursor', cursor);
      url = next.toString();
    } else url = null;
  }
  return items;
}
