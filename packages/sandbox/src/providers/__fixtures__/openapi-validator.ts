import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { parse } from 'yaml';
import { resolveDataDir } from '../../world/reference/data-dir.js';

/**
 * Compiles the response schemas of a DCSA OpenAPI 3.0 file with Ajv (test support). Ajv speaks
 * JSON Schema, not OpenAPI, so a pre-pass rewrites the OpenAPI-only parts:
 * - `nullable: true` → the type also allows null; `nullable: false` dropped;
 * - `discriminator` with a mapping → each oneOf branch pinned to its mapped value (OpenAPI
 *   semantics; without it a FACS location also matches the UNLO branch and oneOf fails);
 *   a discriminator without mapping is dropped (its branches already exclude each other);
 * - `format: $date-time` (a typo in T&T 2.2's error schema) → date-time;
 * - T&T 2.2 resolved: documentReferenceType enum "BKG (Booking)"/"TRD (Transport Document)" is a
 *   resolver artefact (the spec's examples and DCSA's conformance payloads send BKG/TRD) → BKG/TRD.
 * Unknown keywords (example, deprecated …) are ignored (strict: false).
 */
type Json = Record<string, unknown>;

// ajv-formats is CommonJS; its function is the `default` export under both Node and Vite interop.
const addFormats = addFormatsModule.default;

function prepass(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(prepass);
  if (!node || typeof node !== 'object') return node;
  const src = node as Json;
  const out: Json = {};
  for (const [k, v] of Object.entries(src)) out[k] = prepass(v);
  if (out.nullable === true && typeof out.type === 'string') out.type = [out.type, 'null'];
  delete out.nullable;
  if (out.format === '$date-time') out.format = 'date-time';
  if (Array.isArray(out.enum))
    out.enum = out.enum.map((e) => (typeof e === 'string' ? e.replace(/^(BKG|TRD) \(.*\)$/, '$1') : e));
  const disc = out.discriminator as { propertyName: string; mapping?: Record<string, string> } | undefined;
  if (disc) {
    delete out.discriminator;
    if (disc.mapping) {
      out.oneOf = Object.entries(disc.mapping).map(([value, ref]) => ({
        allOf: [
          { $ref: ref },
          {
            type: 'object',
            required: [disc.propertyName],
            properties: { [disc.propertyName]: { const: value } },
          },
        ],
      }));
    }
  }
  return out;
}

export interface SpecValidator {
  /** Validator of the JSON body of `status` for `method path` (status 'default' for errors). */
  response(method: string, path: string, status: string): ValidateFunction;
  /** Validator of a named component schema. */
  schema(name: string): ValidateFunction;
}

export function loadSpecValidator(fileName: string): SpecValidator {
  const doc = prepass(parse(readFileSync(join(resolveDataDir(), 'dcsa', fileName), 'utf8'))) as Json;
  const ajv = new Ajv({ strict: false });
  addFormats(ajv);
  ajv.addSchema({ ...(doc as object), $id: 'spec.json' });
  const cache = new Map<string, ValidateFunction>();
  const compile = (ref: string) => {
    let fn = cache.get(ref);
    if (!fn) {
      fn = ajv.compile({ $ref: ref });
      cache.set(ref, fn);
    }
    return fn;
  };
  const pointer = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');
  return {
    response: (method, path, status) => {
      const paths = doc.paths as Record<string, Record<string, { responses: Record<string, unknown> }>>;
      const op = paths[path]?.[method.toLowerCase()];
      if (!op?.responses[status]) throw new Error(`${fileName}: no ${status} response for ${method} ${path}`);
      return compile(
        `spec.json#/paths/${pointer(path)}/${method.toLowerCase()}/responses/${status}/content/application~1json/schema`,
      );
    },
    schema: (name) => compile(`spec.json#/components/schemas/${name}`),
  };
}

/** Fails with the first errors of a validation, for readable test output. */
export function assertValid(validate: ValidateFunction, body: unknown, what: string): void {
  if (!validate(body)) {
    throw new Error(`${what} breaks the schema: ${JSON.stringify(validate.errors?.slice(0, 5), null, 1)}`);
  }
}
