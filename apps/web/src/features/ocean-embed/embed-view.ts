import type { SubscriptionItem } from '../ocean';
import type { ShowInfo } from './parse-embed-query';

/** How the drawer appears: not at all, open, or present but hidden until asked for. */
export type DrawerMode = 'none' | 'open' | 'hidden';

export function drawerModeOf(showInfo: ShowInfo): DrawerMode {
  return showInfo === 0 ? 'none' : showInfo === 2 ? 'hidden' : 'open';
}

/**
 * hiddenReference=1 (views.md §2): the reference is replaced by asterisks. The first four
 * characters stay — for a container or a B/L they are the owner or carrier prefix, which the
 * carrier logo beside it tells anyway — so a reader can still tell two shipments apart.
 */
export function maskNumber(value: string): string {
  if (!value) return value;
  const keep = value.length > 6 ? 4 : Math.min(2, value.length - 1);
  return value.slice(0, keep) + '*'.repeat(value.length - keep);
}

const same = (a: string | null | undefined, b: string) => (a ?? '').toUpperCase() === b.toUpperCase();

/**
 * The subscription the embed means: the list search is a prefix/contains search, so only an
 * exact bill, container or business number counts, and the carrier too when the query named one.
 */
export function pickSubscription(
  list: readonly SubscriptionItem[],
  businessNumber: string,
  carrierCode: string,
): SubscriptionItem | null {
  if (!businessNumber) return null;
  return (
    list.find(
      (s) =>
        (same(s.billNumber, businessNumber) ||
          same(s.containerNumber, businessNumber) ||
          same(s.businessNumber, businessNumber)) &&
        (!carrierCode || same(s.carrierCode, carrierCode)),
    ) ?? null
  );
}
