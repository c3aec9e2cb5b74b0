import { buildNetwork, buildSeaGraph, createPortSeaRouter, type SeaGraph } from '@tracklane/domain';
import type { SeaRouter } from '../model.js';
import type { ReferenceData } from '../reference/index.js';
import { readMarnetLines } from './marnet.js';
import { loadPortApproaches } from './port-approaches.js';

export { MAX_PORT_LEG_NM } from '@tracklane/domain';

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
  const router = createPortSeaRouter({
    graph: seaGraphFor(reference.dataDir),
    findPort: (code) => reference.ports.get(code),
    approaches: loadPortApproaches(reference),
  });
  return { route: (from, to) => router.route(from, to) };
}
