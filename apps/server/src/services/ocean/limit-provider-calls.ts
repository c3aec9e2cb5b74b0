import type { OceanTrackingClient } from '@tracklane/connectors';

/**
 * The client with at most `limit` fetches in flight; the others wait their turn in call order.
 * A refresh run polls more shipments at once than it lets call the provider, so a poll waiting
 * for its store hands its provider slot to the next fetch.
 */
export function limitProviderCalls(client: OceanTrackingClient, limit: number): OceanTrackingClient {
  let inFlight = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else inFlight--;
  };
  return {
    ...client,
    async fetchEvents(reference, cursor) {
      if (inFlight < limit) inFlight++;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await client.fetchEvents(reference, cursor);
      } finally {
        release();
      }
    },
  };
}
