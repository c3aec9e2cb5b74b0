/**
 * The one version string of a build (platform.md §4 version check). Pure so the build plugin and
 * its unit test share it: `APP_VERSION` wins (release pipelines pin it), otherwise the root
 * package version plus the UTC build time, so two builds of the same release still differ and
 * open tabs notice a redeploy.
 */
export function buildTimestamp(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    String(date.getUTCFullYear()) +
    pad(date.getUTCMonth() + 1) +
    pad(date.getUTCDate()) +
    pad(date.getUTCHours()) +
    pad(date.getUTCMinutes()) +
    pad(date.getUTCSeconds())
  );
}

export function computeVersion(envVersion: string | undefined, packageVersion: string, date: Date): string {
  const pinned = envVersion?.trim();
  if (pinned) return pinned;
  return `${packageVersion}+${buildTimestamp(date)}`;
}

/** The version the running page was built with, read from `<meta name="version">`. */
export function pageVersion(doc: Document = document): string | null {
  return doc.querySelector('meta[name="version"]')?.getAttribute('content') ?? null;
}
