import type { LonLat } from './types.js';

/** Vertices closer than this (in degrees, ~11 m) are one node of the network. */
export const SNAP_DEG = 1e-4;

const MERIDIAN_KEY = Math.round(180 / SNAP_DEG);

/**
 * Gives each distinct snapped position one node id. Positions on the 180° meridian get the same
 * id whether written as +180 or −180: that is what joins the network across the Pacific.
 */
export class NodeTable {
  readonly coords: LonLat[] = [];
  private readonly ids = new Map<number, number>();

  id(point: LonLat): number {
    let lonKey = Math.round(point[0] / SNAP_DEG);
    if (Math.abs(lonKey) >= MERIDIAN_KEY) lonKey = MERIDIAN_KEY;
    const key = lonKey * 4_000_000 + Math.round(point[1] / SNAP_DEG);
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.coords.length;
      this.ids.set(key, id);
      this.coords.push(point);
    }
    return id;
  }
}
