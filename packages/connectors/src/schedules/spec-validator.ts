import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { parse } from 'yaml';

// ajv-formats is CommonJS: its function is the `default` export under Node and under Vite alike.
const addFormats = addFormatsModule.default;

export type ListCheck = { ok: true; items: Record<string, unknown>[] } | { ok: false; reason: string };
export type ListValidator = (body: unknown) => ListCheck;

type Json = Record<string, unknown>;

/** data/dcsa/<file>: TRACKLANE_DATA_DIR, else the first data/ holding it walking up from here. */
export function findDcsaSpec(fileName: string): string {
  const relative = join('dcsa', fileName);
  const fromEnv = process.env.TRACKLANE_DATA_DIR;
  if (fromEnv) return join(resolve(fromEnv), relative);
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(dir, 'data', relative);
    if (existsSync(candidate)) return candidate;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`DCSA spec not found (data/${relative}); set TRACKLANE_DATA_DIR`);
    dir = parent;
  }
}

/**
 * OpenAPI 3.0 → JSON Schema for Ajv, for what CS 1.0 and OVS 3.0 use (pure):
 * - `nullable: true` widens the type to null;
 * - a `discriminator` with a mapping pins each branch to its value: OVS locations are a oneOf of
 *   UNLO / FACS / ADDR shapes, and without the pin a FACS location also matches the UNLO branch,
 *   which fails oneOf; a discriminator without mapping is dropped (its branches exclude each other).
 */
export function openApiToAjv(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(openApiToAjv);
  if (node === null || typeof node !== 'object') return node;
  const out: Json = {};
  for (const [key, value] of Object.entries(node)) out[key] = openApiToAjv(value);
  if (out.nullable === true && typeof out.type === 'string') out.type = [out.type, 'null'];
  delete out.nullable;
  const disc = out.discriminator as { propertyName: string; mapping?: Record<string, string> } | undefined;
  if (disc) {
    delete out.discriminator;
    if (disc.mapping)
      out.oneOf = Object.entries(disc.mapping).map(([value, $ref]) => ({
        allOf: [
          { $ref },
          { required: [disc.propertyName], properties: { [disc.propertyName]: { const: value } } },
        ],
      }));
  }
  return out;
}

function describe(error: ErrorObject | undefined): string {
  if (!error) return 'breaks the schema';
  if (error.keyword === 'required') {
    const missing = String((error.params as { missingProperty?: unknown }).missingProperty);
    return `${error.instancePath}/${missing} is required`;
  }
  return `${error.instancePath || '/'} ${error.message ?? 'breaks the schema'}`;
}

/**
 * A validator of the 200 body of `GET path` in a DCSA spec file: the body must be an array whose
 * every item meets the spec; the reason of a rejection names the first failing path.
 */
export function compileListValidator(specText: string, path: string): ListValidator {
  const doc = openApiToAjv(parse(specText)) as Json;
  const ajv = new Ajv({ strict: false, allErrors: false });
  addFormats(ajv);
  ajv.addSchema({ ...doc, $id: 'spec' });
  const pointer = path.replace(/~/g, '~0').replace(/\//g, '~1');
  const validate: ValidateFunction = ajv.compile({
    $ref: `spec#/paths/${pointer}/get/responses/200/content/application~1json/schema`,
  });
  return (body) => {
    if (!Array.isArray(body)) return { ok: false, reason: '/ must be an array' };
    if (!validate(body)) return { ok: false, reason: describe(validate.errors?.[0]) };
    return { ok: true, items: body as Record<string, unknown>[] };
  };
}

const shared = new Map<string, ListValidator>();

/** The process-wide validator of one endpoint, compiled on first use. */
export function listValidator(fileName: string, path: string): ListValidator {
  const key = `${fileName} ${path}`;
  let validator = shared.get(key);
  if (!validator) {
    validator = compileListValidator(readFileSync(findDcsaSpec(fileName), 'utf8'), path);
    shared.set(key, validator);
  }
  return validator;
}
