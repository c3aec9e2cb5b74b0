import {
  AppError,
  type FieldProblem,
  fieldProblemText,
  type PasswordProblem,
  type ProblemParams,
  StatusCode,
} from '@tracklane/domain';

/**
 * A 40000 that names its field, shaped like the schema-validation failures (plugins/
 * validation-failure.ts) so the web client reads both the same way. The message is English here;
 * the errors plugin rewrites it in the caller's language from `problem`, naming the field in
 * words, never by its wire name.
 */
export function fieldError(field: string, problem: FieldProblem, params: ProblemParams = {}): AppError {
  const message = fieldProblemText(field, problem, 'en', params);
  return new AppError(StatusCode.BAD_PARAMETER, message, {
    issues: [{ field, message, code: 'custom', problem, params }],
  });
}

/** A 40000 for one field whose sentence the caller already wrote in the caller's language. */
export function localizedFieldError(field: string, sentence: string): AppError {
  return new AppError(StatusCode.BAD_PARAMETER, sentence, {
    issues: [{ field, message: sentence, code: 'custom' }],
  });
}

/** A password pair's problem (checkPasswordPair), on the field a user would correct. */
export function passwordError(problem: PasswordProblem): AppError {
  if (problem === 'mismatch') return fieldError('confirmPassword', 'passwordMismatch');
  if (problem === 'required') return fieldError('password', 'required');
  return fieldError('password', 'passwordLength');
}
