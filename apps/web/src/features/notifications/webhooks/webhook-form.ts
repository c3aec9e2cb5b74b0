import type { WebhookEndpoint, WebhookEndpointInput, WebhookEventType } from '@tracklane/domain';
import { RequestError } from '../../../app/request';

/** The endpoint form's values. */
export interface WebhookFormValues {
  url: string;
  description: string;
  eventTypes: WebhookEventType[];
  thresholdHours: number | null;
}

export const WEBHOOK_FORM_FIELDS = ['url', 'description', 'eventTypes', 'thresholdHours'] as const;

export function endpointToForm(
  endpoint: WebhookEndpoint | null,
  allEvents: readonly WebhookEventType[],
): WebhookFormValues {
  if (!endpoint) return { url: '', description: '', eventTypes: [...allEvents], thresholdHours: null };
  return {
    url: endpoint.url,
    description: endpoint.description,
    eventTypes: [...endpoint.eventTypes],
    thresholdHours: endpoint.thresholdHours,
  };
}

/** What create and update send: an empty threshold leaves the server's default. */
export function formToInput(values: WebhookFormValues): WebhookEndpointInput {
  const description = values.description?.trim() ?? '';
  return {
    url: values.url.trim(),
    description,
    eventTypes: values.eventTypes,
    ...(values.thresholdHours === null || values.thresholdHours === undefined
      ? {}
      : { thresholdHours: values.thresholdHours }),
  };
}

export interface FieldIssue {
  field: string;
  message: string;
}

/** The field problems of a 40000 answer (`data.issues`, as every form's schema failure is sent). */
export function issuesOf(error: unknown): FieldIssue[] {
  if (!(error instanceof RequestError)) return [];
  const issues = (error.envelope?.data as { issues?: unknown } | null | undefined)?.issues;
  return Array.isArray(issues)
    ? issues.filter((i): i is FieldIssue => typeof i?.field === 'string' && typeof i?.message === 'string')
    : [];
}

/** The form field a server issue names (`url`, `eventTypes.0` …); null for the rest. */
export function webhookFieldOf(field: string): keyof WebhookFormValues | null {
  const head = field.split('.')[0];
  return (WEBHOOK_FORM_FIELDS as readonly string[]).includes(head ?? '')
    ? (head as keyof WebhookFormValues)
    : null;
}
