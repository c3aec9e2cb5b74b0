import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';

// Flags from DESIGN.md: without the background-networking ones Chromium keeps dialling out.
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--enable-unsafe-swiftshader',
];

export interface BrowserFixture {
  readonly baseUrl: string;
  /** A fresh context (empty localStorage) and page for each test. */
  newPage(options?: { width?: number; height?: number }): Promise<Page>;
}

/** Launches Debian's Chromium once per test file; Playwright gives each launch a fresh temporary profile. */
export function useBrowser(server?: () => string): BrowserFixture {
  // A file that starts its own server names it; it is known once its beforeAll has run.
  const baseUrlOf = server ?? (() => serverOfThisWorker());
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    });
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });

  return {
    get baseUrl() {
      return baseUrlOf();
    },
    async newPage(options = {}) {
      const context = await browser.newContext({
        baseURL: baseUrlOf(),
        viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
      });
      contexts.push(context);
      return context.newPage();
    },
  };
}

/**
 * The server of the worker running this file: the global setup starts one per worker and Vitest
 * numbers its running workers 1 … maxWorkers (VITEST_POOL_ID), so two files running at once never
 * share a server or its database.
 */
function serverOfThisWorker(): string {
  const baseUrls = inject('baseUrls');
  const poolId = Number(process.env.VITEST_POOL_ID ?? '1');
  const baseUrl = baseUrls[poolId - 1];
  if (!baseUrl) throw new Error(`no server for worker ${poolId} (${baseUrls.length} started)`);
  return baseUrl;
}
