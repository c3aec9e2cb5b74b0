import { prewarm, setWorkerUrl } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';

let done = false;

/**
 * A Vite production build draws nothing unless MapLibre is told where its worker is (DESIGN.md).
 * The workers are then started at once, so their script downloads and compiles while the page
 * renders, not after the first map is created; they are kept for the next map of the visit.
 */
export function ensureWorkerUrl(): void {
  if (done) return;
  setWorkerUrl(workerUrl);
  if (typeof Worker !== 'undefined') prewarm();
  done = true;
}
