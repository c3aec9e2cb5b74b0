import { type FieldProblem, StatusCode } from '@tracklane/domain';
import type { FastifySchemaValidationError } from 'fastify';

export interface ValidationIssue {
  /** Dotted path of the offending field, e.g. `pageSize` or `items.2.id`; the part name when empty. */
  field: string;
  message: string;
  code: string;
  /** What is wrong, for the envelope's message in the caller's language (field-problems.ts). */
  problem?: FieldProblem;
  params?: Record<string, string | number | undefined>;
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
    const message = tidy(v.message ?? 'is invalid');
    return {
      field: path.length > 0 ? path.join('.') : (validationContext ?? 'request'),
      message,
      code: v.keyword,
      ...problemOf(v.keyword, v.params as Record<string, unknown> | undefined, message),
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

/**
 * The schema failure as a problem users can read (zod issue codes, then ajv keywords): missing,
 * too long, too short, else "not valid". The exact rule stays in the issue's own message.
 */
function problemOf(
  keyword: string,
  params: Record<string, unknown> | undefined,
  message: string,
): Pick<ValidationIssue, 'problem' | 'params'> {
  // A refinement's message is a sentence written for this rule: it stays as it is.
  if (keyword === 'custom') return {};
  const number = (value: unknown) =>
    typeof value === 'number' || typeof value === 'bigint' ? Number(value) : undefined;
  const sized = params?.origin === 'string' || params?.origin === 'array' || keyword.endsWith('Length');
  if (keyword === 'required' || (keyword === 'invalid_type' && /received undefined/.test(message)))
    return { problem: 'required' };
  if ((keyword === 'too_small' || keyword === 'minLength') && sized) {
    const min = number(params?.minimum ?? params?.limit);
    return min === 1 ? { problem: 'required' } : { problem: 'tooShort', params: { min } };
  }
  if ((keyword === 'too_big' || keyword === 'maxLength') && sized)
    return { problem: 'tooLong', params: { max: number(params?.maximum ?? params?.limit) } };
  return { problem: 'invalid' };
}

/** zod 4 prefixes type errors with "Invalid input: "; the field name already says where. */
function tidy(message: string): string {
  const text = message.replace(/^Invalid input: /, '');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
