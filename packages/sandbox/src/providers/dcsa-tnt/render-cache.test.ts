import { describe, expect, it } from 'vitest';
import { fixtureWorld } from '../__fixtures__/fixture-world.js';
import { buildEventIndex } from './event-index.js';
import { createRenderCache } from './render-cache.js';
import { renderEvent } from './render-events.js';

describe('render cache', () => {
  const world = fixtureWorld();
  const candidates = buildEventIndex(world).all;

  it('renders every event exactly as renderEvent does, to the byte', () => {
    const render = createRenderCache(world);
    expect(candidates.length).toBeGreaterThan(0);
    for (const c of candidates) expect(JSON.stringify(render(c))).toBe(JSON.stringify(renderEvent(world, c)));
  });

  it('renders each event once and serves the same object afterwards', () => {
    const render = createRenderCache(world);
    const first = candidates.map(render);
    const again = candidates.map(render);
    for (const [i, event] of again.entries()) expect(event).toBe(first[i]);
  });

  it('refuses edits in place, since every response shares the object', () => {
    const render = createRenderCache(world);
    const event = render(candidates[0]!);
    expect(() => {
      event.eventType = 'CHANGED';
    }).toThrow(TypeError);
  });
});
