import { randomUUID } from 'node:crypto';

/**
 * Hostile requests for every operation of the OpenAPI document: each field of the query, the body
 * and the path in turn given a value the server must refuse cleanly (NUL, lone surrogates, dates
 * PostgreSQL cannot hold, wrong types, huge and malformed values), the others left plausible so
 * the request gets as far as it can. Deterministic: the same document gives the same requests.
 */

/** The parts of a JSON Schema (as zod's OpenAPI 3.0 output writes them) read here. */
export interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  pattern?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
}

interface OpenApiParameter {
  in: 'query' | 'path' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

export interface Operation {
  method: string;
  /** As the document writes it: `/terminal/{countryCode}/download`. */
  path: string;
  pathParams: { name: string; schema: JsonSchema }[];
  query: { name: string; schema: JsonSchema }[];
  /** The JSON body's schema; null when the operation declares none. */
  body: JsonSchema | null;
  /** Its success is the envelope (else a file or document of its own, e.g. /version.json). */
  envelope: boolean;
}

export interface FuzzRequest {
  /** What was changed, for the failure report: `body.remark: NUL`. */
  label: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

export function operationsOf(doc: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.includes(method)) continue;
      const params = op.parameters ?? [];
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: params
          .filter((p) => p.in === 'path')
          .map((p) => ({ name: p.name, schema: p.schema ?? {} })),
        query: params.filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: p.schema ?? {} })),
        body: op.requestBody?.content?.['application/json']?.schema ?? null,
        envelope: Boolean(
          op.responses?.['200']?.content?.['application/json']?.schema?.properties?.statusCode,
        ),
      });
    }
  }
  return operations;
}

/** Plausible values by field name, for fields whose pattern a generic sample would not meet. */
const SAMPLES: Record<string, unknown> = {
  portCode: 'CNSHA',
  polCode: 'CNSHA',
  podCode: 'NLRTM',
  pol: 'CNSHA',
  pod: 'NLRTM',
  port: 'CNSHA',
  startPortCode: 'CNSHA',
  countryCode: 'us',
  polCountry: 'CN',
  podCountry: 'NL',
  carrierCode: 'MSCU',
  carrier: 'MSCU',
  containerNumber: 'MSCU1234566',
  ctnrno: 'MSCU1234566',
  businessNumber: 'MSCU1234566',
  billNumber: 'MEDU12345678',
  blno: 'MEDU12345678',
  number: 'fuzz@example.com',
  email: 'fuzz@example.com',
  contactEmail: 'fuzz@example.com',
  mobilePhone: '+8613800000000',
  start: '121.5,31.2',
  end: '4.4,51.9',
  ownerUserId: '00000000-0000-4000-8000-000000000000',
  portEtd: '2025-01-15',
  etd: '2025-01-15',
  eta: '2025-02-15',
  begin: '2025-01-01',
  updateTime: '2025-01-01',
  serviceCode: 'AE1',
  routeCode: 'AE1',
  vesselName: 'MSC AURORA',
  vessel: 'MSC AURORA',
  voyage: '123W',
  mmsi: 477000001,
  kw: 'MSC',
  field: 'ATD',
  username: 'fuzzer',
  password: 'secret123',
  confirmPassword: 'secret123',
  oldPassword: 'secret123',
  code: '123456',
  roundCode: '123456',
};

/** A value the schema accepts, as far as a generic reading of it can tell. */
export function sampleOf(schema: JsonSchema, name = '', depth = 0): unknown {
  if (depth > 8) return null;
  if (name in SAMPLES && schema.enum === undefined) return SAMPLES[name];
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice && choice.length > 0) {
    const first = choice.find((s) => s.type !== 'null') ?? choice[0];
    return first ? sampleOf(first, name, depth + 1) : null;
  }
  if (schema.allOf && schema.allOf.length > 0) {
    return Object.assign({}, ...schema.allOf.map((s) => sampleOf(s, name, depth + 1)));
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'uuid') return randomUUID();
      if (schema.format === 'date-time' || isDateName(name)) return '2025-01-15T00:00:00.000Z';
      if (schema.format === 'date') return '2025-01-15';
      if (schema.format === 'email') return 'fuzz@example.com';
      return 'x'.repeat(Math.max(schema.minLength ?? 0, Math.min(schema.maxLength ?? 6, 6)));
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, Math.min(schema.maximum ?? 1, 1));
    case 'boolean':
      return true;
    case 'array': {
      const item = sampleOf(schema.items ?? {}, name, depth + 1);
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => item);
    }
    default: {
      if (!schema.properties) return type === 'object' ? {} : 'x';
      const value: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties)) {
        value[key] = sampleOf(property, key, depth + 1);
      }
      return value;
    }
  }
}

function isDateName(name: string): boolean {
  return /(date|time|^begin$|^end$|from$|^etd|^eta|^at$|At$)/i.test(name) && !/zone/i.test(name);
}

/** Values every string field is given in turn. */
const STRING_MUTANTS: [string, string][] = [
  ['NUL', 'a\u0000b'],
  ['lone high surrogate', 'a\ud800b'],
  ['lone low surrogate', '\udc00'],
  ['empty', ''],
  ['long', 'x'.repeat(20_000)],
  ['SQL and LIKE', "x' or '1'='1 --%_\\"],
  ['astral and bidi', '😀🚢\u202eabc(a+)+$['],
];

/** Dates PostgreSQL cannot hold or the product does not take, given to every field. */
const DATE_MUTANTS: [string, string][] = [
  ['year 12345', '12345'],
  ['max JS date', '+275760-09-13T00:00:00Z'],
  ['min JS date', '-271821-04-20T00:00:00Z'],
  ['year 0', '0000-01-01'],
  ['year 1899', '1899-12-31T23:59:59Z'],
];

/** Values of the wrong JSON type. */
const TYPE_MUTANTS: [string, unknown][] = [
  ['number', 12345],
  ['fraction', 1.5],
  ['huge number', 1e308],
  ['true', true],
  ['null', null],
  ['operator object', { $gt: '' }],
  ['array', ['a', 'b']],
  ['deep', nested(200)],
  ['NUL key', { 'a\u0000b': 1 }],
  ['surrogate key', { '\ud800': 1 }],
];

/** The few that matter most, for fields nested inside others. */
const NESTED_MUTANTS: [string, unknown][] = [
  ['NUL', 'a\u0000b'],
  ['lone high surrogate', 'a\ud800b'],
  ['year 12345', '12345'],
  ['number', 12345],
  ['null', null],
  ['operator object', { $gt: '' }],
];

/** Raw query values (already percent-encoded where they need to be). */
const QUERY_MUTANTS: [string, string][] = [
  ['NUL', 'a%00b'],
  ['bad UTF-8', '%ED%A0%80'],
  ['malformed escape', '%E0%A4%A'],
  ['empty', ''],
  ['NaN', 'NaN'],
  ['negative', '-1'],
  ['huge', '99999999999999999999999'],
  ['exponent', '1e400'],
  ['fraction', '0.5'],
  ['long', 'x'.repeat(8_000)],
  ...DATE_MUTANTS.map(([label, value]): [string, string] => [label, encodeURIComponent(value)]),
];

/** Raw path segments for each path parameter. */
const PARAM_MUTANTS: [string, string][] = [
  ['NUL', 'a%00b'],
  ['NUL alone', '%00'],
  ['bad UTF-8', '%ED%A0%80'],
  ['malformed escape', '%E0%A4%A'],
  ['over-long', 'a'.repeat(300)],
  ['traversal', '..%2F..%2Fetc'],
  ['huge', '99999999999999999999999'],
  ['nil uuid', '00000000-0000-0000-0000-000000000000'],
  ['astral', encodeURIComponent('😀')],
];

/** Whole bodies: malformed, of the wrong shape, huge, deeply nested. */
function bodyMutants(): [string, string, string][] {
  const json = 'application/json';
  return [
    ['malformed JSON', '{"a":', json],
    ['truncated', '{', json],
    ['trailing garbage', '{}x', json],
    ['null body', 'null', json],
    ['string body', '"x"', json],
    ['number body', '123', json],
    ['array body', '[1,2,3]', json],
    ['empty body', '', json],
    ['proto pollution', '{"__proto__":{"admin":true}}', json],
    ['constructor pollution', '{"constructor":{"prototype":{"admin":true}}}', json],
    ['NUL key', '{"a\\u0000b":1}', json],
    ['lone surrogate key', '{"\\ud800":1}', json],
    ['deeply nested array', `${'['.repeat(50_000)}${']'.repeat(50_000)}`, json],
    ['deeply nested object', `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`, json],
    ['huge body', `{"a":"${'x'.repeat(1_100_000)}"}`, json],
    [
      'wide object',
      JSON.stringify(Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`k${i}`, i]))),
      json,
    ],
    ['plain text', 'hello', 'text/plain'],
    ['form', 'a=1&b=2', 'application/x-www-form-urlencoded'],
    ['odd content type', '{}', 'application/x-unknown'],
    ['bad charset', '{}', 'application/json; charset=ebcdic'],
  ];
}

function nested(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

function queryString(pairs: [string, string][]): string {
  return pairs.length === 0 ? '' : `?${pairs.map(([k, v]) => `${encodeURIComponent(k)}=${v}`).join('&')}`;
}

function encodeQueryValue(value: unknown): string {
  return encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value));
}

/** Every hostile request for one operation, `headers` (the session) on each. */
export function mutationsOf(op: Operation, headers: Record<string, string>): FuzzRequest[] {
  const requests: FuzzRequest[] = [];
  const params = Object.fromEntries(op.pathParams.map((p) => [p.name, sampleOf(p.schema, p.name)]));
  const pathWith = (raw: Record<string, string> = {}) =>
    op.path.replace(/\{(\w+)\}/g, (_, name: string) => raw[name] ?? encodeURIComponent(String(params[name])));
  const query: [string, string][] = op.query.map((q) => [
    q.name,
    encodeQueryValue(sampleOf(q.schema, q.name)),
  ]);
  const body = op.body ? sampleOf(op.body) : undefined;
  const bodyText = body === undefined ? undefined : JSON.stringify(body);
  const base = (label: string, extra: Partial<FuzzRequest> = {}): FuzzRequest => ({
    label: `${op.method} ${op.path} ${label}`,
    method: op.method,
    url: pathWith() + queryString(query),
    headers: bodyText === undefined ? { ...headers } : { ...headers, 'content-type': 'application/json' },
    ...(bodyText === undefined ? {} : { payload: bodyText }),
    ...extra,
  });

  for (const { name } of op.pathParams) {
    for (const [label, raw] of PARAM_MUTANTS) {
      requests.push(base(`path ${name}: ${label}`, { url: pathWith({ [name]: raw }) + queryString(query) }));
    }
  }

  for (const { name } of op.query) {
    const others = query.filter(([k]) => k !== name);
    for (const [label, raw] of QUERY_MUTANTS) {
      requests.push(
        base(`query ${name}: ${label}`, { url: pathWith() + queryString([...others, [name, raw]]) }),
      );
    }
    requests.push(
      base(`query ${name}: repeated`, {
        url: pathWith() + queryString([...query, [name, encodeQueryValue('y')]]),
      }),
    );
  }
  // Parameters the route does not declare still reach the parser.
  for (const [label, raw] of QUERY_MUTANTS.slice(0, 3)) {
    requests.push(
      base(`query undeclared: ${label}`, { url: `${pathWith()}${queryString([...query, ['zz', raw]])}` }),
    );
  }
  requests.push(
    base('query: lang NUL', { url: `${pathWith()}${queryString([...query, ['lang', 'a%00']])}` }),
  );

  if (op.method !== 'GET' && op.method !== 'DELETE') {
    for (const [label, text, type] of bodyMutants()) {
      requests.push(base(`body: ${label}`, { headers: { ...headers, 'content-type': type }, payload: text }));
    }
  }
  if (body !== undefined) {
    for (const [path, replace] of fieldsOf(body)) {
      const mutants = /[.[]/.test(path)
        ? NESTED_MUTANTS
        : [...STRING_MUTANTS, ...DATE_MUTANTS, ...TYPE_MUTANTS];
      for (const [label, value] of mutants) {
        requests.push(
          base(`body ${path}: ${label}`, {
            headers: { ...headers, 'content-type': 'application/json' },
            payload: JSON.stringify(replace(value)),
          }),
        );
      }
    }
  }

  for (const [label, value] of [
    ['lang header', 'zz'],
    ['accept-language', 'ja;q=abc, *;q=-1, zh-Hant'],
    ['x-request-id', 'x'.repeat(500)],
  ] as const) {
    const header = label === 'lang header' ? 'lang' : label;
    requests.push(base(`header ${label}`, { headers: { ...base('').headers, [header]: value } }));
  }
  requests.push(base('header: bad bearer', { headers: withAuth(base('').headers, 'Bearer a.b.c') }));
  requests.push(base('header: basic auth', { headers: withAuth(base('').headers, 'Basic Zm9vOmJhcg==') }));
  requests.push(
    base('header: long bearer', { headers: withAuth(base('').headers, `Bearer ${'a'.repeat(6000)}`) }),
  );
  return requests;
}

function withAuth(headers: Record<string, string>, value: string): Record<string, string> {
  return { ...headers, authorization: value };
}

/**
 * Each field of a sample body (top level, and one level into objects and the first array item)
 * with a function giving the whole body with that field replaced.
 */
function fieldsOf(body: unknown): [string, (value: unknown) => unknown][] {
  const fields: [string, (value: unknown) => unknown][] = [];
  if (Array.isArray(body)) {
    fields.push(['[0]', (value) => [value, ...body.slice(1)]]);
    return fields;
  }
  if (body === null || typeof body !== 'object') return fields;
  const top = body as Record<string, unknown>;
  for (const [key, child] of Object.entries(top)) {
    fields.push([key, (value) => ({ ...top, [key]: value })]);
    const inner = Array.isArray(child) ? child[0] : child;
    if (inner !== null && typeof inner === 'object' && !Array.isArray(inner)) {
      const object = inner as Record<string, unknown>;
      for (const innerKey of Object.keys(object)) {
        const rebuilt = (value: unknown) => {
          const replaced = { ...object, [innerKey]: value };
          return { ...top, [key]: Array.isArray(child) ? [replaced, ...child.slice(1)] : replaced };
        };
        fields.push([`${key}${Array.isArray(child) ? '[0]' : ''}.${innerKey}`, rebuilt]);
      }
    }
  }
  return fields;
}
