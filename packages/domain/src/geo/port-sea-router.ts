import { routeBetween, type SeaAccess, seaAccess } from './route-between.js';
import type { SeaGraph } from './sea-graph.js';
import type { LonLat, SeaPath } from './types.js';

/** What the router needs to know of a port; `locode` is the canonical code (aliases resolve to it). */
export interface RoutablePort {
  locode: string;
  name: string;
  lon: number;
  lat: number;
}

export interface PortSeaRouterInput {
  graph: SeaGraph;
  /** The port of a code, by any of its codes. */
  findPort: (code: string) => RoutablePort | undefined;
  /** Hand-placed waypoints from a port out to open water, by canonical locode. */
  approaches: ReadonlyMap<string, readonly LonLat[]>;
}

export interface PortSeaRouter {
  /** The shortest sea path between two ports (by any of their codes), crossing 180° when shorter. */
  route(fromCode: string, toCode: string): SeaPath;
  /** Shortest sea path between two arbitrary positions (e.g. a vessel and its destination). */
  routePoints(from: LonLat, to: LonLat): SeaPath | null;
}

/** Sea routes over the marnet graph, with port joins and port-to-port routes cached per process. */
export function createPortSeaRouter(input: PortSeaRouterInput): PortSeaRouter {
  const { graph, findPort, approaches } = input;
  const accessByPort = new Map<string, SeaAccess>();
  const routes = new Map<string, SeaPath>();

  const portOf = (code: string): RoutablePort => {
    const port = findPort(code);
    if (!port) throw new Error(`Unknown port code "${code}" (not a UN/LOCODE in data/ports)`);
    return port;
  };

  const accessOf = (port: RoutablePort): SeaAccess => {
    let found = accessByPort.get(port.locode);
    if (!found) {
      const way: LonLat[] = [[port.lon, port.lat], ...(approaches.get(port.locode) ?? [])];
      found = seaAccess(graph, way, `port ${port.locode} (${port.name})`);
      accessByPort.set(port.locode, found);
    }
    return found;
  };

  return {
    route(fromCode, toCode) {
      const from = portOf(fromCode);
      const to = portOf(toCode);
      const key = `${from.locode}>${to.locode}`;
      let path = routes.get(key);
      if (!path) {
        const found = routeBetween(graph, accessOf(from), accessOf(to));
        if (!found) throw new Error(`No sea route from ${from.locode} to ${to.locode}`);
        path = found;
        routes.set(key, path);
      }
      return path;
    },
    routePoints(from, to) {
      const label = (p: LonLat): string => `position ${p[0]},${p[1]}`;
      return routeBetween(graph, seaAccess(graph, [from], label(from)), seaAccess(graph, [to], label(to)));
    },
  };
}
