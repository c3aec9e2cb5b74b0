/** Validation of the terminal provider's requests; every failure is a 400 naming the field. */
import type { Port, World } from '../../world/model.js';
import { HttpError } from '../http/errors.js';
import type { RequestContext } from '../http/types.js';
import type { Ieid } from './terminal-lookup.js';

/** The most boxes one download call may ask for, as the real APIs cap their batches. */
export const MAX_CONTAINERS_PER_CALL = 50;

const CONTAINER = /^[A-Z]{4}\d{7}$/;

export function containerNumber(value: unknown, property: string): string {
  const n = typeof value === 'string' ? value.trim().toUpperCase() : '';
  if (!CONTAINER.test(n))
    throw new HttpError(400, `${property} must be a container number (4 letters, 7 digits)`, property);
  return n;
}

export function knownPort(world: World, value: unknown): { port: Port; portCode: string } {
  const portCode = typeof value === 'string' ? value.trim().toUpperCase() : '';
  if (!/^[A-Z]{5}$/.test(portCode)) throw new HttpError(400, 'portCode must be a UN/LOCODE', 'portCode');
  const port = world.port(portCode);
  if (!port) throw new HttpError(404, `Unknown port ${portCode}`, 'portCode');
  return { port, portCode };
}

export function ieidOf(value: unknown, fallback: Ieid | null): Ieid | null {
  if (value === undefined || value === null || value === '') return fallback;
  if (value === 'I' || value === 'E') return value;
  throw new HttpError(400, 'ieid must be I (import) or E (export)', 'ieid');
}

export function objectBody(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw new HttpError(400, 'A JSON object body is required');
  return body as Record<string, unknown>;
}

/** containerNumbers[] of a download request, or the boxes of its businessNumber (B/L or booking). */
export function downloadContainers(world: World, body: Record<string, unknown>): string[] {
  if (typeof body.businessNumber === 'string' && body.containerNumbers === undefined) {
    const ref = body.businessNumber.trim().toUpperCase();
    const boxes = world.shipmentsByReference(ref).flatMap((s) => s.containers.map((c) => c.number));
    if (boxes.length === 0) throw new HttpError(404, `Unknown business number ${ref}`, 'businessNumber');
    return [...new Set(boxes)].slice(0, MAX_CONTAINERS_PER_CALL);
  }
  const list = body.containerNumbers;
  if (!Array.isArray(list) || list.length === 0)
    throw new HttpError(
      400,
      'containerNumbers (a non-empty list) or businessNumber is required',
      'containerNumbers',
    );
  if (list.length > MAX_CONTAINERS_PER_CALL)
    throw new HttpError(400, `At most ${MAX_CONTAINERS_PER_CALL} containers per call`, 'containerNumbers');
  return [...new Set(list.map((n) => containerNumber(n, 'containerNumbers')))];
}

/** The boxes a port-event query names: `containerNumber`, or every box of `businessNumber`. */
export function eventContainers(world: World, ctx: RequestContext): string[] {
  const business = ctx.query.get('businessNumber')?.trim().toUpperCase();
  if (business && !ctx.query.has('containerNumber')) {
    const boxes = world.shipmentsByReference(business).flatMap((s) => s.containers.map((c) => c.number));
    if (boxes.length === 0) throw new HttpError(404, `Unknown business number ${business}`, 'businessNumber');
    return [...new Set(boxes)].slice(0, MAX_CONTAINERS_PER_CALL);
  }
  return [containerNumber(ctx.query.get('containerNumber'), 'containerNumber')];
}
