import type { World } from '../../world/model.js';
import type { EventCandidate } from './event-candidates.js';
import { renderEvent, type TntEvent } from './render-events.js';

/**
 * renderEvent with memory. A rendered event depends only on the world (fixed per process) and
 * the candidate, never on the clock (which events are visible is decided before rendering), so a
 * client polling the same container every few minutes gets the objects rendered the first time:
 * no UUID hashing, date formatting or vessel lookups per request. Entries live as long as their
 * candidate (the index's caches decide that). Every response shares these objects, so nothing
 * may edit one in place (the fault effects and corrections copy); the top level is frozen to make
 * such a slip throw. Not deeper: freezing every nested object cost ~15% of a cold render.
 */
export function createRenderCache(world: World): (candidate: EventCandidate) => TntEvent {
  const rendered = new WeakMap<EventCandidate, TntEvent>();
  return (candidate) => {
    let event = rendered.get(candidate);
    if (!event) {
      event = Object.freeze(renderEvent(world, candidate));
      rendered.set(candidate, event);
    }
    return event;
  };
}
