/** `ports` query value → UN/LOCODEs: comma separated, trimmed, upper-cased, de-duplicated. */
export function parsePortCodes(raw: string | null): string[] {
  if (!raw) return [];
  const codes = raw
    .split(',')
    .map((code) => code.trim().toUpperCase())
    // A UN/LOCODE is 5 characters; anything else cannot be a port and is ignored.
    .filter((code) => /^[A-Z]{2}[A-Z0-9]{3}$/.test(code));
  return [...new Set(codes)].slice(0, 20);
}
