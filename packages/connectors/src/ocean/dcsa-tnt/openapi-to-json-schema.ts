/**
 * Rewrites the OpenAPI 3.0 dialect of the DCSA spec into JSON Schema that Ajv compiles (pure).
 * Only what T&T 2.2 uses:
 * - `nullable: true` widens `type` to also allow null (JSON Schema has no nullable);
 * - `discriminator` is dropped: events are checked against their own schema picked by
 *   eventType (see event-schema.ts), never through the discriminated oneOf;
 * - `format: $date-time`, a typo in the 2.2 error schema, becomes date-time;
 * - the resolved file's documentReferenceType enum reads "BKG (Booking)" / "TRD (Transport
 *   Document)": a resolver artefact, the spec's examples and carriers send BKG / TRD.
 */
type JsonNode = unknown;

const RESOLVER_ENUM_ARTEFACT = /^([A-Z]{3}) \([^)]*\)$/;

export function openApiToJsonSchema(node: JsonNode): JsonNode {
  if (Array.isArray(node)) return node.map(openApiToJsonSchema);
  if (node === null || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'discriminator' || key === 'nullable') continue;
    out[key] = openApiToJsonSchema(value);
  }
  const source = node as Record<string, unknown>;
  if (source.nullable === true && typeof out.type === 'string') out.type = [out.type, 'null'];
  if (out.format === '$date-time') out.format = 'date-time';
  if (Array.isArray(out.enum)) {
    out.enum = out.enum.map((v) => (typeof v === 'string' ? v.replace(RESOLVER_ENUM_ARTEFACT, '$1') : v));
  }
  return out;
}
