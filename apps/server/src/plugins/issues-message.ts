import { fieldProblemText, isFieldProblem, isLabelledField, type Language } from '@tracklane/domain';

interface Issue {
  field: string;
  message: string;
  problem?: unknown;
  params?: Record<string, string | number | undefined>;
}

/**
 * The envelope message of a 40000 whose issues say what is wrong (field-problems.ts), in the
 * caller's language with fields named in words. A field no form shows (no label: an API-only
 * parameter such as `pageSize`) keeps its wire name and the validator's exact English detail,
 * which tells an integrator more. Undefined when an issue carries no problem.
 */
export function issuesMessage(issues: readonly Issue[] | undefined, language: Language): string | undefined {
  if (!issues?.length) return undefined;
  const sentences: string[] = [];
  for (const issue of issues) {
    if (!isFieldProblem(issue.problem)) return undefined;
    const labelled = isLabelledField(lastNamedPart(issue.field)) || typeof issue.params?.label === 'string';
    sentences.push(
      labelled
        ? fieldProblemText(issue.field, issue.problem, language, issue.params)
        : `${issue.field}: ${issue.message}`,
    );
  }
  return sentences.join('; ');
}

function lastNamedPart(field: string): string {
  return field.split('.').findLast((part) => !/^\d+$/.test(part)) ?? field;
}
