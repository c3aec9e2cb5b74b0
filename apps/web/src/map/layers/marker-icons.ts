/** Inline SVG icons for HTML markers (the style has no sprite: it must work offline). */
export const CONTAINER_ICON = `<svg class="tl-marker-icon" width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
<circle cx="12" cy="12" r="11" fill="#3567DF" stroke="#fff" stroke-width="1.5"/>
<rect x="5.5" y="8" width="13" height="8" rx="1" fill="#fff"/>
<path d="M8 9.5v5M10.5 9.5v5M13 9.5v5M15.5 9.5v5" stroke="#3567DF" stroke-width="1"/>
</svg>`;

export const PORT_DOT_ICON = `<svg class="tl-marker-icon" width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
<circle cx="7" cy="7" r="5.5" fill="#fff" stroke="#3567DF" stroke-width="2.5"/>
</svg>`;

/** A ship seen from above, bow up (heading 0 = north); rotated by the marker. */
export const VESSEL_ICON = `<svg class="tl-marker-icon tl-vessel-icon" width="28" height="28" viewBox="0 0 28 28" aria-hidden="true">
<path d="M14 2 L20 11 L20 25 L8 25 L8 11 Z" fill="#3567DF" stroke="#fff" stroke-width="1.5" stroke-linejoin="round"/>
<rect x="11" y="13" width="6" height="6" fill="#fff" opacity="0.85"/>
</svg>`;
