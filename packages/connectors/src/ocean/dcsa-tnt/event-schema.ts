import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { parse } from 'yaml';
import { openApiToJsonSchema } from './openapi-to-json-schema.js';

// ajv-formats is CommonJS: its function is the `default` export under Node and under Vite alike.
const addFormats = addFormatsModule.default;

const SPEC_FILE = join('dcsa', 'tnt_v2.2.0_resolved.yaml');
const SCHEMA_BY_EVENT_TYPE = {
  TRANSPORT: 'transportEvent',
  SHIPMENT: 'shipmentEvent',
  EQUIPMENT: 'equipmentEvent',
} as const;

export type EventSchemaResult =
  | { ok: true; events: Record<string, unknown>[] }
  | { ok: false; reason: string };
export type EventListValidator = (body: unknown) => EventSchemaResult;

/**
 * The project's data folder: TRACKLANE_DATA_DIR, else the first `data/` holding the spec found
 * walking up from this module (works from src/ under vitest and from dist/ after a build).
 */
export function findSpecFile(): string {
  const fromEnv = process.env.TRACKLANE_DATA_DIR;
  if (fromEnv) return join(resolve(fromEnv), SPEC_FILE);
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(dir, 'data', SPEC_FILE);
    if (existsSync(candidate)) return candidate;
    const parent = dirname(dir);
    if (parent === dir)
      throw new Error(`DCSA T&T 2.2 spec not found (data/${SPEC_FILE}); set TRACKLANE_DATA_DIR`);
    dir = parent;
  }
}

/**
 * One event against the schema of its own eventType: null when it conforms, else the reason
 * naming the first failing path under `/<index>`.
 */
export type EventValidator = (item: unknown, index: number) => string | null;

/**
 * Compiles the three event schemas of the 2.2 spec. Each list item is checked against the schema
 * of its own eventType rather than the spec's anyOf, so the reason of a rejection names one
 * precise path (`/3/transportCall/modeOfTransport must be equal to one of the allowed values`)
 * instead of three branches' worth of noise.
 */
export function compileEventValidator(specText: string): EventValidator {
  const spec = openApiToJsonSchema(parse(specText)) as Record<string, unknown>;
  const ajv = new Ajv({ strict: false, allErrors: false });
  addFormats(ajv);
  ajv.addSchema({ ...spec, $id: 'tnt22' });
  const validators = new Map<string, ValidateFunction>(
    Object.entries(SCHEMA_BY_EVENT_TYPE).map(([type, name]) => [
      type,
      ajv.compile({ $ref: `tnt22#/components/schemas/${name}` }),
    ]),
  );
  return (item, i) => {
    if (item === null || typeof item !== 'object' || Array.isArray(item))
      return `/${i} must be an event object`;
    const eventType = (item as { eventType?: unknown }).eventType;
    const validate = typeof eventType === 'string' ? validators.get(eventType) : undefined;
    if (!validate) return `/${i}/eventType must be one of TRANSPORT, SHIPMENT, EQUIPMENT`;
    return validate(item) ? null : describe(i, validate.errors?.[0]);
  };
}

/** The whole list against the schema; the first failing event's reason. */
export function listValidatorOf(check: EventValidator): EventListValidator {
  return (body) => {
    if (!Array.isArray(body)) return { ok: false, reason: '/ must be an array of events' };
    for (let i = 0; i < body.length; i++) {
      const reason = check(body[i], i);
      if (reason !== null) return { ok: false, reason };
    }
    return { ok: true, events: body as Record<string, unknown>[] };
  };
}

export function compileEventListValidator(specText: string): EventListValidator {
  return listValidatorOf(compileEventValidator(specText));
}

function describe(index: number, error: ErrorObject | undefined): string {
  if (!error) return `/${index} breaks the schema`;
  if (error.keyword === 'required') {
    const missing = String((error.params as { missingProperty?: unknown }).missingProperty);
    return `/${index}${error.instancePath}/${missing} is required`;
  }
  return `/${index}${error.instancePath} ${error.message ?? 'breaks the schema'}`;
}

let shared: EventValidator | null = null;

/** The process-wide event validator, read and compiled once on first use (~100 ms). */
export function eventValidator(): EventValidator {
  shared ??= compileEventValidator(readFileSync(findSpecFile(), 'utf8'));
  return shared;
}

/** The process-wide list validator (the same compiled schemas). */
export function eventListValidator(): EventListValidator {
  return listValidatorOf(eventValidator());
}
