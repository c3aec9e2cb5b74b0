import type { LonLat, Port, SeaPath, SeaRouter } from '../model.js';
import type { ReferenceData } from '../reference/index.js';
import { densify, distanceNm } from './great-circle.js';
import { readMarnetLines } from './marnet.js';
import { buildNetwork, MAX_PIECE_NM } from './noding.js';
import { loadPortApproaches } from './port-approaches.js';
import { buildSeaGraph, joinNodes, type SeaGraph } from './sea-graph.js';
import { toSeaPath } from './sea-path.js';
import { type Endpoint, shortestPath } from './shortest-path.js';

/**
 * A port farther than this from any lane of the main network (a Caspian or far-inland port)
 * has no believable sea route; routing to it fails loudly rather than drawing a line over land.
 */
export const MAX_PORT_LEG_NM = 300;

// The graph depends only on the data folder; build it once per folder per process.
const graphs = new Map<string, SeaGraph>();

export function seaGraphFor(dataDir: string): SeaGraph {
  let graph = graphs.get(dataDir);
  if (!graph) {
    graph = buildSeaGraph(buildNetwork(readMarnetLines(dataDir)));
    graphs.set(dataDir, graph);
  }
  return graph;
}

/** Sea routes between ports of the reference data over the marnet network, cached per pair. */
export function createSeaRouter(reference: ReferenceData): SeaRouter {
  const graph = seaGraphFor(reference.dataDir);
  const approaches = loadPortApproaches(reference);
  const joins = new Map<string, Endpoint[]>();
  const routes = new Map<string, SeaPath>();

  const portOf = (code: string): Port => {
    const port = reference.ports.get(code);
    if (!port) throw new Error(`Unknown port code "${code}" (not a UN/LOCODE in data/ports)`);
    return port;
  };

  /** The port and its approach waypoints, outwards; the last point is where it meets a lane. */
  const wayOut = (port: Port): LonLat[] => [[port.lon, port.lat], ...(approaches.get(port.locode) ?? [])];

  const joinsOf = (port: Port): Endpoint[] => {
    let found = joins.get(port.locode);
    if (!found) {
      const way = wayOut(port);
      let approachNm = 0;
      for (let i = 1; i < way.length; i++) approachNm += distanceNm(way[i - 1] as LonLat, way[i] as LonLat);
      const nodes = joinNodes(graph, way[way.length - 1] as LonLat);
      const nearest = nodes[0];
      if (!nearest || nearest.legNm > MAX_PORT_LEG_NM) {
        throw new Error(
          `No sea route for port ${port.locode} (${port.name}): nearest sea lane is ${Math.round(nearest?.legNm ?? Number.POSITIVE_INFINITY)} nm away`,
        );
      }
      found = nodes.map((j) => ({ node: j.node, legNm: approachNm + j.legNm }));
      joins.set(port.locode, found);
    }
    return found;
  };

  /** Points from the port, through its approach, to a lane node, densified like the lanes. */
  const legOut = (port: Port, node: LonLat): LonLat[] => {
    const way = [...wayOut(port), node];
    const points: LonLat[] = [way[0] as LonLat];
    for (let i = 1; i < way.length; i++) {
      points.push(...densify(way[i - 1] as LonLat, way[i] as LonLat, MAX_PIECE_NM).slice(1));
    }
    return points;
  };

  const compute = (from: Port, to: Port): SeaPath => {
    if (from.locode === to.locode) return toSeaPath([[from.lon, from.lat]]);
    const nodes = shortestPath(graph, joinsOf(from), joinsOf(to), [to.lon, to.lat]);
    if (!nodes) throw new Error(`No sea route from ${from.locode} to ${to.locode}`);
    const firstNode = graph.coords[nodes[0] as number] as LonLat;
    const lastNode = graph.coords[nodes[nodes.length - 1] as number] as LonLat;
    return toSeaPath([
      ...legOut(from, firstNode).slice(0, -1),
      ...nodes.map((node) => graph.coords[node] as LonLat),
      ...legOut(to, lastNode).reverse().slice(1),
    ]);
  };

  return {
    route(fromLocode: string, toLocode: string): SeaPath {
      const from = portOf(fromLocode);
      const to = portOf(toLocode);
      const key = `${from.locode}>${to.locode}`;
      let path = routes.get(key);
      if (!path) {
        path = compute(from, to);
        routes.set(key, path);
      }
      return path;
    },
  };
}
