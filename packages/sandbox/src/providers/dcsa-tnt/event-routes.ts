import type { SimClock } from '../../world/clock.js';
import type { World } from '../../world/model.js';
import { HttpError } from '../http/errors.js';
import { pageHeaders, readPaging, takePage } from '../http/pagination.js';
import type { Route } from '../http/types.js';
import { type EventCandidate, sortKeyOf } from './event-candidates.js';
import { assertReferenceFilter, eventMatcher, parseQueryFilter } from './event-filter.js';
import { type EventIndex, publishedAfter } from './event-index.js';
import { createRenderCache } from './render-cache.js';
import { withCorrections } from './retractions.js';

const keyOf = (c: EventCandidate): string => sortKeyOf(c);

/** GET /v2/events (filters, cursor pages, links in headers) and GET /v2/events/{eventID}. */
export function eventRoutes(
  world: World,
  clock: SimClock,
  index: EventIndex,
  options: { requireReference?: boolean } = {},
): Route[] {
  const render = createRenderCache(world);
  return [
    {
      method: 'GET',
      path: '/v2/events',
      handler: (ctx) => {
        const now = clock.now();
        const paging = readPaging(ctx.query);
        const filter = parseQueryFilter(paging.filters);
        if (options.requireReference) assertReferenceFilter(filter);
        const list = index.narrowest(filter);
        const page = takePage(list, keyOf, paging, eventMatcher(world, filter), publishedAfter(list, now));
        let body = page.items.map(render);
        if (ctx.fault === 'retract') body = withCorrections(body, now);
        return { status: 200, body, headers: pageHeaders('links', ctx.url.toString(), page.next) };
      },
    },
    {
      method: 'GET',
      path: '/v2/events/:eventID',
      handler: (ctx) => {
        const found = index.byId(ctx.params.eventID ?? '');
        // An event not yet published does not exist for the outside.
        if (!found || found.createdAt > clock.now())
          throw new HttpError(404, 'No event with this eventID', 'eventID');
        return { status: 200, body: render(found) };
      },
    },
  ];
}
