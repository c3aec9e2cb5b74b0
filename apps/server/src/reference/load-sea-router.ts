import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildNetwork,
  buildSeaGraph,
  createPortSeaRouter,
  type LonLat,
  marnetLinesFrom,
  type PortDirectory,
  type PortSeaRouter,
  portApproachesFrom,
  type SeaGraph,
} from '@tracklane/domain';
import { findReferenceDataDir } from './reference-files.js';

const MARNET_FILE = join('sea-lanes', 'marnet_densified.json');
const APPROACHES_FILE = join('sea-lanes', 'port-approaches.json');

/** The marnet graph of a data folder (0.3–0.7 s to build), kept for the life of the process. */
const graphs = new Map<string, SeaGraph>();
/** One router (with its per-port and per-pair caches) per port directory, i.e. per app. */
const routers = new WeakMap<PortDirectory, PortSeaRouter>();

function readJson(dataDir: string, file: string): unknown {
  return JSON.parse(readFileSync(join(dataDir, file), 'utf8'));
}

function graphFor(dataDir: string): SeaGraph {
  let graph = graphs.get(dataDir);
  if (!graph) {
    graph = buildSeaGraph(buildNetwork(marnetLinesFrom(readJson(dataDir, MARNET_FILE))));
    graphs.set(dataDir, graph);
  }
  return graph;
}

/** Approach waypoints keyed by the canonical code the directory resolves each listed code to. */
function approachesFor(dataDir: string, ports: PortDirectory): Map<string, LonLat[]> {
  const byCanonical = new Map<string, LonLat[]>();
  for (const [code, waypoints] of portApproachesFrom(readJson(dataDir, APPROACHES_FILE))) {
    byCanonical.set(ports.get(code)?.code ?? code, waypoints);
  }
  return byCanonical;
}

/**
 * The sea router of the server, built on first use rather than at start-up: reading and noding
 * the marnet lanes costs about half a second that requests without routes should not wait for.
 */
export function seaRouterFor(ports: PortDirectory, dataDir: string = findReferenceDataDir()): PortSeaRouter {
  let router = routers.get(ports);
  if (!router) {
    router = createPortSeaRouter({
      graph: graphFor(dataDir),
      findPort: (code) => {
        const port = ports.get(code);
        if (!port || port.lat === null || port.lon === null) return undefined;
        return { locode: port.code, name: port.nameEn, lon: port.lon, lat: port.lat };
      },
      approaches: approachesFor(dataDir, ports),
    });
    routers.set(ports, router);
  }
  return router;
}
