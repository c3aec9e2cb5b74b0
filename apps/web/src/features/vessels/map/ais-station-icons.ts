import type { AisStationKind } from '@tracklane/domain';

/**
 * Marker colours and inline SVG icons of the AIS stations that are not ships (the style has no
 * sprite: it must work offline). Each kind its own shape and colour, apart from the vessels' blue
 * hull: a violet mast (base station), an amber diamond (aid to navigation; dashed when virtual),
 * a red aircraft rotated by its course (SAR).
 */
export const STATION_COLOURS: Record<AisStationKind, string> = {
  'base-station': '#7B4FD6',
  'aid-to-navigation': '#E8A317',
  'sar-aircraft': '#E5484D',
};

const BASE_STATION_ICON = `<svg class="tl-marker-icon" width="22" height="22" viewBox="0 0 22 22" aria-hidden="true">
<rect x="1" y="1" width="20" height="20" rx="4" fill="#7B4FD6" stroke="#fff" stroke-width="1.5"/>
<path d="M11 7v10M8 17h6M11 7l-3 10M11 7l3 10" stroke="#fff" stroke-width="1.4" fill="none" stroke-linecap="round"/>
<path d="M6.5 5.5a6 6 0 0 0 0 6M15.5 5.5a6 6 0 0 1 0 6" stroke="#fff" stroke-width="1.2" fill="none"/>
<circle cx="11" cy="7" r="1.4" fill="#fff"/>
</svg>`;

const atonIcon = (
  virtual: boolean,
) => `<svg class="tl-marker-icon" width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
<path d="M10 1.5 L18.5 10 L10 18.5 L1.5 10 Z" fill="${virtual ? '#fff' : '#E8A317'}" stroke="${virtual ? '#E8A317' : '#fff'}" stroke-width="${virtual ? 2 : 1.5}"${virtual ? ' stroke-dasharray="3 2"' : ''}/>
<circle cx="10" cy="10" r="2.6" fill="${virtual ? '#E8A317' : '#fff'}"/>
</svg>`;

/** Nose up (course 0 = north); rotated by the marker. */
const SAR_ICON = `<svg class="tl-marker-icon tl-station-rotate" width="26" height="26" viewBox="0 0 26 26" aria-hidden="true">
<path d="M13 1.5c1 0 1.6 1.2 1.6 2.6v6.2l9 5v2.4l-9-2.6v5.4l2.6 2v1.9L13 23.3l-4.2 1.1v-1.9l2.6-2v-5.4l-9 2.6v-2.4l9-5V4.1c0-1.4.6-2.6 1.6-2.6z" fill="#E5484D" stroke="#fff" stroke-width="1.2" stroke-linejoin="round"/>
</svg>`;

export function stationIcon(kind: AisStationKind, virtual = false): string {
  if (kind === 'base-station') return BASE_STATION_ICON;
  if (kind === 'aid-to-navigation') return atonIcon(virtual);
  return SAR_ICON;
}
