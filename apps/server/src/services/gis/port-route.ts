import { AppError, type PortDirectory, type PortSeaRouter, StatusCode } from '@tracklane/domain';
import { drawableCoordinates } from './plan-route.js';

export interface LineString {
  type: 'LineString';
  coordinates: [number, number][];
}

/**
 * The planned POL → POD sea route as a GeoJSON LineString, or null when no sea route joins the
 * ports (a Caspian or inland port, a port without coordinates). An unknown code is a bad parameter.
 */
export function plannedPortRoute(
  router: PortSeaRouter,
  ports: PortDirectory,
  polCode: string,
  podCode: string,
): LineString | null {
  for (const code of [polCode, podCode]) {
    if (!ports.get(code)) throw new AppError(StatusCode.BAD_PARAMETER, `Unknown port code ${code}`);
  }
  try {
    return { type: 'LineString', coordinates: drawableCoordinates(router.route(polCode, podCode)) };
  } catch {
    // The router refuses ports it cannot place on the lanes; the web shows no route then.
    return null;
  }
}
