import type { LegMode } from './build-legs';

/** views.md §9 colours. */
export const ROUTE_COLOURS = {
  VESSEL: '#3567DF',
  FEEDER: '#3685B5',
  RAIL: '#316B6D',
  TRUCK: '#e6a23c',
  /** The truck leg under way. */
  TRUCK_CURRENT: '#006400',
  DELAY: '#FF7849',
} as const;

export const ROUTE_WIDTH = { normal: 3, current: 5 } as const;

export function legColour(mode: LegMode, current: boolean, delayed: boolean): string {
  if (delayed && (mode === 'VESSEL' || mode === 'FEEDER')) return ROUTE_COLOURS.DELAY;
  if (mode === 'TRUCK' && current) return ROUTE_COLOURS.TRUCK_CURRENT;
  return ROUTE_COLOURS[mode];
}
