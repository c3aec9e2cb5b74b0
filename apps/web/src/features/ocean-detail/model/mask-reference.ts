/** hiddenReference=1 (views.md §2): keep the first 4 characters (the owner prefix), star the rest. */
export const MASK_VISIBLE = 4;

export function maskReference(value: string, masked = true): string {
  if (!masked || value.length <= MASK_VISIBLE) return value;
  return value.slice(0, MASK_VISIBLE) + '*'.repeat(value.length - MASK_VISIBLE);
}
