/**
 * What the cargo generator needs from the rest of the world, typed structurally so it depends on
 * the fleet and reference modules only through their published shapes.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Carrier, CarrierRef, Port, Service, Vessel, Voyage } from '../model.js';

export interface CargoFleet {
  carriers: readonly Carrier[];
  services: readonly Service[];
  vessels: readonly Vessel[];
  voyages: readonly Voyage[];
}

export interface CargoReference {
  dataDir: string;
  ports: { get(code: string): Port | undefined };
  carrier(scac: string): CarrierRef | undefined;
  containerOwners: ReadonlyMap<string, string>;
}

/** An inland city cargo is trucked from (PRE) or railed to (PDE); ports.csv only has seaports. */
export interface InlandPlace extends Port {
  role: 'PRE' | 'PDE';
}

interface InlandFile {
  places: Omit<InlandPlace, 'aliases'>[];
}

const cache = new Map<string, readonly InlandPlace[]>();

/** data/sandbox/inland-places.json, read once per data folder. */
export function loadInlandPlaces(dataDir: string): readonly InlandPlace[] {
  const cached = cache.get(dataDir);
  if (cached) return cached;
  const raw = JSON.parse(readFileSync(join(dataDir, 'sandbox', 'inland-places.json'), 'utf8')) as InlandFile;
  const places = raw.places.map((place) => ({ ...place, aliases: [] as string[] }));
  cache.set(dataDir, places);
  return places;
}
