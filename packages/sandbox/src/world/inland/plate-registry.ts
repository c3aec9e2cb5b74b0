/**
 * One plate per truck and one truck per plate. Plates are drawn at random per truck, so two trucks
 * of a large world can draw the same one; a GPS platform would then mix two vehicles' tracks.
 * The registry walks the trucks in a fixed order and redraws a taken plate with the next attempt
 * number, so the outcome depends only on the seed and that order.
 */

/** Gives up after this many draws for one truck: the plate space is ~10⁹, so it never happens. */
const MAX_ATTEMPTS = 100;

/**
 * Assigns each key (one truck) a plate no other key holds. `draw(key, attempt)` must be
 * deterministic; attempt 0 is the truck's first choice, later attempts are its redraws.
 */
export function assignUniquePlates<K>(
  keys: Iterable<K>,
  draw: (key: K, attempt: number) => string,
): Map<K, string> {
  const taken = new Set<string>();
  const plates = new Map<K, string>();
  for (const key of keys) {
    if (plates.has(key)) continue;
    let attempt = 0;
    let plate = draw(key, attempt);
    while (taken.has(plate)) {
      attempt += 1;
      if (attempt >= MAX_ATTEMPTS) throw new RangeError(`no free plate after ${MAX_ATTEMPTS} draws`);
      plate = draw(key, attempt);
    }
    taken.add(plate);
    plates.set(key, plate);
  }
  return plates;
}
