import type { SeaGraph } from './sea-graph.js';

/** 1° cells: a few dozen lane nodes each on busy lanes, so a port's neighbours are a few cells away. */
const COLUMNS = 360;
const ROWS = 181;

export interface Ranked {
  node: number;
  /** Flat-earth squared distance in degrees, longitude scaled by cos(latitude) of the query. */
  score: number;
}

// The grid depends only on the graph; built on the first query, kept as long as the graph lives.
const grids = new WeakMap<SeaGraph, Map<number, number[]>>();

function gridOf(graph: SeaGraph): Map<number, number[]> {
  let grid = grids.get(graph);
  if (!grid) {
    grid = new Map();
    for (const node of graph.mainNodes) {
      const [lon, lat] = graph.coords[node] as readonly [number, number];
      const key = cellKey(Math.floor(lon + 180), Math.floor(lat + 90));
      const cell = grid.get(key);
      if (cell) cell.push(node);
      else grid.set(key, [node]);
    }
    grids.set(graph, grid);
  }
  return grid;
}

function cellKey(column: number, row: number): number {
  return row * COLUMNS + (((column % COLUMNS) + COLUMNS) % COLUMNS);
}

/**
 * The `count` main-component nodes nearest to a point by the flat-earth score, searched ring by
 * ring of cells outwards instead of over every node (the scan took ~7 ms a query). A ring r cells
 * out holds nothing closer than (r − 1) cells, so the search stops once that bound passes the
 * worst of the `count` best found.
 */
export function nearestMainNodes(graph: SeaGraph, point: readonly [number, number], count: number): Ranked[] {
  const grid = gridOf(graph);
  const k = Math.cos((point[1] * Math.PI) / 180);
  const column0 = Math.floor(point[0] + 180);
  const row0 = Math.floor(point[1] + 90);
  const best: Ranked[] = [];
  const consider = (node: number): void => {
    const c = graph.coords[node] as readonly [number, number];
    let dx = Math.abs(c[0] - point[0]);
    if (dx > 180) dx = 360 - dx;
    dx *= k;
    const dy = c[1] - point[1];
    const score = dx * dx + dy * dy;
    if (best.length >= count && score >= (best[best.length - 1] as Ranked).score) return;
    let at = best.length;
    while (at > 0 && (best[at - 1] as Ranked).score > score) at--;
    best.splice(at, 0, { node, score });
    if (best.length > count) best.pop();
  };
  const visit = (column: number, row: number): void => {
    if (row < 0 || row >= ROWS) return;
    for (const node of grid.get(cellKey(column, row)) ?? []) consider(node);
  };
  for (let r = 0; r <= COLUMNS / 2; r++) {
    if (best.length >= count) {
      const reach = (r - 1) * Math.min(k, 1);
      if (reach > 0 && reach * reach > (best[best.length - 1] as Ranked).score) break;
    }
    if (r === 0) {
      visit(column0, row0);
      continue;
    }
    for (let d = -r; d <= r; d++) {
      visit(column0 + d, row0 - r);
      visit(column0 + d, row0 + r);
    }
    for (let d = -r + 1; d <= r - 1; d++) {
      visit(column0 - r, row0 + d);
      // At r = 180 both side columns are the same meridian; visit it once.
      if (r < COLUMNS / 2) visit(column0 + r, row0 + d);
    }
  }
  return best;
}
