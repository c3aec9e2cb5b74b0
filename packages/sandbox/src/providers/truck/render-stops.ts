import type { TruckFence, TruckStop } from '../../world/inland/index.js';
import { gtm } from './render-truck.js';

// Same units as the fixes (views.md §9): integer 1/600000 degree.
const SCALE = 600_000;
const scaled = (lon: number, lat: number) => ({ lon: Math.round(lon * SCALE), lat: Math.round(lat * SCALE) });

/** A geofence child of a binding: type, name and a circle (centre in platform units, radius in m). */
export function renderFence(fence: TruckFence): Record<string, unknown> {
  return {
    fenceId: fence.id,
    fenceType: fence.fenceType,
    fenceName: fence.name,
    placeType: fence.kind,
    portCode: fence.locode,
    geometry: { type: 'Circle', center: scaled(fence.center[0], fence.center[1]), radius: fence.radiusM },
  };
}

/**
 * A stop event: where, when the truck stopped (`otime`, the platforms' occurrence time) and moved
 * on, dwell in minutes, and the fence it stood in when the stop is inside one of the binding's.
 */
export function renderStop(
  plate: string,
  stop: TruckStop,
  fence: TruckFence | null,
): Record<string, unknown> {
  return {
    id: `${plate}-${stop.enter}`,
    vno: plate,
    position: scaled(stop.lon, stop.lat),
    otime: gtm(stop.enter),
    enterTime: stop.enter,
    leaveTime: stop.leave,
    dwellTime: stop.dwellMinutes,
    fenceId: fence?.id ?? null,
    fenceType: fence?.fenceType ?? null,
  };
}
