/**
 * The link to one subscription's detail page. The business number travels in the history entry's
 * state, so the page shows it while the detail loads (and after a reload, which keeps the state)
 * instead of the subscription id, which means nothing to the user.
 */
export interface DetailLinkState {
  businessNumber: string;
}

export function detailLink(id: string, businessNumber: string): { to: string; state: DetailLinkState } {
  return { to: `/ocean/detail?id=${encodeURIComponent(id)}`, state: { businessNumber } };
}

/** The number a detail link carried, or undefined (a typed or pasted address). */
export function businessNumberOfState(state: unknown): string | undefined {
  const number = (state as Partial<DetailLinkState> | null)?.businessNumber;
  return typeof number === 'string' && number ? number : undefined;
}
