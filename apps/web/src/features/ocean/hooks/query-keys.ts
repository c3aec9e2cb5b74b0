/**
 * TanStack Query keys of the ocean feature (DESIGN.md §6: `[resource, params]`). A live change
 * notice or a mutation invalidates by the resource alone.
 */
export const OCEAN_KEYS = {
  detail: 'oceanSubscriptionDetail',
  list: 'oceanSubscriptionList',
  facets: 'oceanSubscriptionFacets',
  carriers: 'oceanCarriers',
  samples: 'sandboxSamples',
  terminal: 'oceanTerminal',
  routePlan: 'oceanRoutePlan',
  shareInvitations: 'oceanShareInvitations',
} as const;
