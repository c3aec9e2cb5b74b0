import {
  DEFAULT_EXPORT_FIELDS,
  EXPORT_FIELD_GROUPS,
  EXPORT_FIELD_KEYS,
  EXPORT_FIELDS,
  type ExportFieldGroup,
  type ExportFieldKey,
  type ExportFormat,
  type ExportRowMode,
  type ExportTemplate,
  type ExportTemplateBody,
  knownZone,
  type Language,
  MAX_EXPORT_TEMPLATES,
  nextDigestRun,
  parseEmailList,
  StatusCode,
} from '@tracklane/domain';
import { RequestError } from '../../../app/request';
import { browserZone as ownBrowserZone } from '../../../shared/time/zoned-time';

/** The template form: the template, and its scheduled export with the addresses as one text. */
export interface TemplateFormValues {
  name: string;
  enabled: boolean;
  rowMode: ExportRowMode;
  fields: ExportFieldKey[];
  scheduleOn: boolean;
  cycle: 'daily' | 'weekly';
  weekday: number;
  time: string;
  timeZone: string;
  emails: string;
  format: ExportFormat;
}

/** The browser's IANA zone, what a new schedule is read in; UTC when the browser cannot say. */
export function browserZone(): string {
  return knownZone(ownBrowserZone() ?? '') ?? 'UTC';
}

/** A template in the form; `copyOf` names a new one after the template it starts from. */
export function templateToForm(template: ExportTemplate | null, zone = browserZone()): TemplateFormValues {
  const s = template?.schedule ?? null;
  return {
    name: template?.name ?? '',
    enabled: template?.enabled ?? true,
    rowMode: template?.rowMode ?? 'shipment',
    fields: template ? [...template.fields] : [...DEFAULT_EXPORT_FIELDS],
    scheduleOn: s !== null,
    cycle: s?.cycle ?? 'daily',
    weekday: s?.weekday ?? 1,
    time: s?.time ?? '08:00',
    timeZone: s?.timeZone ?? zone,
    emails: s?.emails.join(', ') ?? '',
    format: s?.format ?? 'xlsx',
  };
}

/** What the save call gets: the schedule only when it is on, the weekday only when weekly. */
export function formToBody(values: TemplateFormValues, language: Language): ExportTemplateBody {
  return {
    name: values.name.trim(),
    enabled: values.enabled,
    rowMode: values.rowMode,
    fields: values.fields,
    schedule: values.scheduleOn
      ? {
          cycle: values.cycle,
          weekday: values.cycle === 'weekly' ? values.weekday : null,
          time: values.time,
          timeZone: values.timeZone,
          emails: values.emails.trim(),
          format: values.format,
          language,
        }
      : null,
  };
}

/** §5: a template needs at least one field (and each once). */
export function fieldsProblem(fields: readonly ExportFieldKey[] | undefined): 'empty' | 'duplicate' | null {
  if (!fields || fields.length === 0) return 'empty';
  if (new Set(fields).size !== fields.length) return 'duplicate';
  return null;
}

/** 1–3 addresses with either comma, required when the schedule is on (the digest rule). */
export function scheduleEmailsProblem(
  text: string | undefined,
  on: boolean,
): { problem: 'empty' | 'too-many' | 'invalid' | 'duplicate'; value?: string } | null {
  if (!on) return null;
  const parsed = parseEmailList(text ?? '');
  if (parsed.ok) return null;
  return parsed.value === undefined
    ? { problem: parsed.problem }
    : { problem: parsed.problem, value: parsed.value };
}

/** The list with the item at `from` moved to `to` (drag and drop, or the up and down buttons). */
export function moveField<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/** Adds a field at the end (once) or takes it out. */
export function toggleField(fields: readonly ExportFieldKey[], key: ExportFieldKey): ExportFieldKey[] {
  return fields.includes(key) ? fields.filter((f) => f !== key) : [...fields, key];
}

/** The catalogue by group, in catalogue order. */
export function fieldsByGroup(): { group: ExportFieldGroup; keys: ExportFieldKey[] }[] {
  return EXPORT_FIELD_GROUPS.map((group) => ({
    group,
    keys: EXPORT_FIELD_KEYS.filter((k) => EXPORT_FIELDS[k].group === group),
  }));
}

export function fieldLabel(key: ExportFieldKey, language: Language): string {
  return EXPORT_FIELDS[key].label[language];
}

/** The member's own templates (not the default one). */
export function ownTemplates(templates: readonly ExportTemplate[]): ExportTemplate[] {
  return templates.filter((t) => !t.readOnly);
}

/** Whether the member has all 5 of their own (a sixth is refused by the server). */
export function atTemplateLimit(templates: readonly ExportTemplate[]): boolean {
  return ownTemplates(templates).length >= MAX_EXPORT_TEMPLATES;
}

/** The server's "template limit exceeded" answer (42900), its text as sent in the member's language. */
export function templateLimitError(error: unknown): string | null {
  return error instanceof RequestError && error.statusCode === StatusCode.CALL_LIMIT_EXCEEDED
    ? error.message
    : null;
}

/** The next scheduled export the form's values would give (the server works it out on save). */
export function previewNextRun(values: Partial<TemplateFormValues>, now = new Date()): Date | null {
  if (!values.scheduleOn || !values.cycle || !values.time || !values.timeZone) return null;
  return nextDigestRun(
    {
      cycle: values.cycle,
      weekday: values.cycle === 'weekly' ? (values.weekday ?? null) : null,
      monthDay: null,
      time: values.time,
      timeZone: values.timeZone,
    },
    now,
  );
}

/** The field problems of a 40000 answer (`data.issues`), by the form field they name. */
export function fieldIssues(error: unknown): { name: keyof TemplateFormValues; errors: string[] }[] {
  if (!(error instanceof RequestError)) return [];
  const issues = (error.envelope?.data as { issues?: unknown } | null | undefined)?.issues;
  if (!Array.isArray(issues)) return [];
  const known: readonly string[] = [
    'name',
    'enabled',
    'rowMode',
    'fields',
    'cycle',
    'weekday',
    'time',
    'timeZone',
    'emails',
    'format',
  ];
  return issues.flatMap((i) => {
    if (typeof i?.field !== 'string' || typeof i.message !== 'string') return [];
    const parts = (i.field as string).split('.');
    const name = parts[0] === 'schedule' ? parts[1] : parts[0];
    return name && known.includes(name)
      ? [{ name: name as keyof TemplateFormValues, errors: [i.message as string] }]
      : [];
  });
}
