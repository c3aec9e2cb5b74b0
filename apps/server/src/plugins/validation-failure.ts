import { StatusCode } from '@tracklane/domain';
import type { FastifySchemaValidationError } from 'fastify';

export interface ValidationIssue {
  /** Dotted path of the offending field, e.g. `pageSize` or `items.2.id`; the part name when empty. */
  field: string;
  message: string;
  code: string;
}

export interface ValidationFailure {
  code: typeof StatusCode.BAD_PARAMETER | typeof StatusCode.PARAMETER_LIST_TOO_LONG;
  message: string;
  issues: ValidationIssue[];
}

interface SchemaError {
  validation?: FastifySchemaValidationError[];
  validationContext?: string;
}

/**
 * Reads a request-schema failure (zod through fastify-type-provider-zod, or ajv for third-party
 * routes) into issues that name their field. An array over its maximum is 40001 "parameter list
 * too long"; anything else is 40000 "bad parameter". Returns undefined for other errors.
 */
export function validationFailure(error: unknown): ValidationFailure | undefined {
  const { validation, validationContext } = (error ?? {}) as SchemaError;
  if (!Array.isArray(validation) || validation.length === 0) return undefined;

  const issues = validation.map((v): ValidationIssue => {
    const path = (v.instancePath ?? '').split('/').filter(Boolean);
    const missing = (v.params as { missingProperty?: unknown } | undefined)?.missingProperty;
    if (typeof missing === 'string') path.push(missing);
    return {
      field: path.length > 0 ? path.join('.') : (validationContext ?? 'request'),
      message: tidy(v.message ?? 'is invalid'),
      code: v.keyword,
    };
  });
  const tooLong = validation.some(
    (v) =>
      v.keyword === 'maxItems' ||
      (v.keyword === 'too_big' && (v.params as { origin?: unknown } | undefined)?.origin === 'array'),
  );
  return {
    code: tooLong ? StatusCode.PARAMETER_LIST_TOO_LONG : StatusCode.BAD_PARAMETER,
    message: issues.map((i) => `${i.field}: ${i.message}`).join('; '),
    issues,
  };
}

/** zod 4 prefixes type errors with "Invalid input: "; the field name already says where. */
function tidy(message: string): string {
  const text = message.replace(/^Invalid input: /, '');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
