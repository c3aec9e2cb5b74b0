import { findUnstorableDate, findUnstorableText, type UnstorableInput } from '@tracklane/domain';
import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';

/**
 * The validator of every route's body, querystring, params and headers: the route's zod schema,
 * with what no route may let through checked around it — before it, text PostgreSQL cannot
 * store (NUL, lone surrogates, in values and keys, declared fields or not) and hostile nesting;
 * after it, coerced dates outside the years 1900–9999. A failure is a schema failure like any
 * other: 40000 naming the field (plugins/validation-failure.ts).
 */
export const validatorCompiler: FastifySchemaCompiler<unknown> = (routeSchema) => {
  const validate = zodValidatorCompiler(routeSchema as Parameters<typeof zodValidatorCompiler>[0]);
  return (data: unknown) => {
    const text = findUnstorableText(data);
    if (text) return { error: [schemaError(text)] };
    const result = validate(data) as { value?: unknown; error?: unknown };
    if (result.error) return result as { error: FastifySchemaValidationError[] };
    const date = findUnstorableDate(result.value);
    if (date) return { error: [schemaError(date)] };
    return result as { value: unknown };
  };
};

/** In the shape of the zod errors, so the error handler reads both alike. */
function schemaError(found: UnstorableInput): FastifySchemaValidationError {
  const instancePath = found.path.length > 0 ? `/${found.path.join('/')}` : '';
  return {
    keyword: found.reason === 'date' ? 'invalid_date' : 'invalid_format',
    instancePath,
    schemaPath: `#${instancePath}/${found.reason}`,
    params: { reason: found.reason },
    message: found.message,
  };
}
