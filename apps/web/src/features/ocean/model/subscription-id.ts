const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A link's subscription id, or why there is none: asking the server with a mangled id only
 * earns a 40000 about a parameter the reader never typed.
 */
export function subscriptionIdOf(
  value: string | null,
): { id: string } | { problem: 'missing' | 'malformed' } {
  const id = value?.trim() ?? '';
  if (!id) return { problem: 'missing' };
  return UUID.test(id) ? { id } : { problem: 'malformed' };
}
