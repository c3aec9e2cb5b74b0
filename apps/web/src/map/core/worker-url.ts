import { setWorkerUrl } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';

let done = false;

/** A Vite production build draws nothing unless MapLibre is told where its worker is (DESIGN.md). */
export function ensureWorkerUrl(): void {
  if (done) return;
  setWorkerUrl(workerUrl);
  done = true;
}
