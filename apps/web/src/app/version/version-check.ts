/**
 * Reloads a tab that runs an old build (platform.md §4): fetches /version.json every 10 minutes
 * while the tab is visible and compares it with the page's `<meta name="version">`. Hidden tabs do
 * not poll; on becoming visible a tab checks at once if its last check is 10+ minutes old.
 * Uses the global timers and Date.now so browser tests can drive it with a fake clock.
 */
export const VERSION_CHECK_INTERVAL_MS = 600_000;
export const VERSION_URL = '/version.json';

export interface VisibilitySource {
  readonly hidden: boolean;
  addEventListener(type: 'visibilitychange', fn: () => void): void;
  removeEventListener(type: 'visibilitychange', fn: () => void): void;
}

export interface VersionCheckDeps {
  fetch: (url: string, init?: RequestInit) => Promise<Response>;
  currentVersion: () => string | null;
  reload: () => void;
  visibility: VisibilitySource;
}

export function startVersionCheck(deps: VersionCheckDeps): () => void {
  let lastCheck = Date.now();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;

  const clear = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  const schedule = (delay: number) => {
    clear();
    timer = setTimeout(tick, delay);
  };

  async function check(): Promise<void> {
    lastCheck = Date.now();
    try {
      const res = await deps.fetch(`${VERSION_URL}?t=${Date.now()}`, { cache: 'no-store' });
      if (!res.ok) throw new Error(`GET ${VERSION_URL} answered ${res.status}`);
      const body = (await res.json()) as { version?: unknown };
      if (typeof body.version !== 'string' || !body.version) throw new Error(`${VERSION_URL} has no version`);
      const current = deps.currentVersion();
      if (current && body.version !== current && !stopped) {
        stop();
        deps.reload();
      }
    } catch (err) {
      console.error('Version check failed', err);
    }
  }

  function tick() {
    timer = null;
    if (stopped || deps.visibility.hidden) return;
    schedule(VERSION_CHECK_INTERVAL_MS);
    void check();
  }

  function onVisibilityChange() {
    if (stopped) return;
    if (deps.visibility.hidden) return clear();
    const elapsed = Date.now() - lastCheck;
    if (elapsed >= VERSION_CHECK_INTERVAL_MS) tick();
    else schedule(VERSION_CHECK_INTERVAL_MS - elapsed);
  }

  function stop() {
    stopped = true;
    clear();
    deps.visibility.removeEventListener('visibilitychange', onVisibilityChange);
  }

  deps.visibility.addEventListener('visibilitychange', onVisibilityChange);
  if (!deps.visibility.hidden) schedule(VERSION_CHECK_INTERVAL_MS);
  return stop;
}
