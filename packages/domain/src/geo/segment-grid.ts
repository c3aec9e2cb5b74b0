import type { LonLat } from './types.js';

/** Grid cell size in degrees; lane pieces are at most 60 nm long, so each touches a few cells. */
const CELL_DEG = 0.5;
const COLUMNS = Math.ceil(360 / CELL_DEG) + 2;

function cellKey(cx: number, cy: number): number {
  return cy * COLUMNS + cx;
}

function column(lon: number): number {
  return Math.floor((lon + 180) / CELL_DEG);
}

function row(lat: number): number {
  return Math.floor((lat + 90) / CELL_DEG);
}

/**
 * A uniform grid over lon/lat holding segment indexes by bounding box, to find the segments near
 * a point or another segment without testing all pairs.
 */
export class SegmentGrid {
  private readonly cells = new Map<number, number[]>();

  add(index: number, a: LonLat, b: LonLat): void {
    for (let cx = column(Math.min(a[0], b[0])); cx <= column(Math.max(a[0], b[0])); cx++) {
      for (let cy = row(Math.min(a[1], b[1])); cy <= row(Math.max(a[1], b[1])); cy++) {
        const key = cellKey(cx, cy);
        const cell = this.cells.get(key);
        if (cell) cell.push(index);
        else this.cells.set(key, [index]);
      }
    }
  }

  /** Every cell's key and segments (a pair sharing several cells appears in each of them). */
  entries(): IterableIterator<[number, number[]]> {
    return this.cells.entries();
  }

  /** The key of the cell holding a point, comparable with the keys of `entries()`. */
  keyOf(lon: number, lat: number): number {
    return cellKey(column(lon), row(lat));
  }

  /** Segments in the point's cell and its eight neighbours. */
  near(point: LonLat): number[] {
    const found: number[] = [];
    const cx0 = column(point[0]);
    const cy0 = row(point[1]);
    for (let cx = cx0 - 1; cx <= cx0 + 1; cx++) {
      for (let cy = cy0 - 1; cy <= cy0 + 1; cy++) {
        const cell = this.cells.get(cellKey(cx, cy));
        if (cell) found.push(...cell);
      }
    }
    return found;
  }
}
