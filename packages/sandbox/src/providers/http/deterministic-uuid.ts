import { createHash } from 'node:crypto';

/**
 * A UUID (RFC 4122 layout, version 5 style: SHA-1 of the name) derived from stable parts, so an
 * event or call keeps its id across restarts and the same world always serves the same ids.
 */
export function deterministicUuid(...parts: readonly (string | number)[]): string {
  const hex = createHash('sha1').update(parts.join('\u001f')).digest('hex');
  const variant = ((Number.parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
