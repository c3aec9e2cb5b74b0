import {
  type EmailListProblem,
  type NotificationEvent,
  type NotificationRule,
  type NotificationRuleInput,
  parseEmailList,
} from '@tracklane/domain';

/** The settings form's values: the rule, with the addresses as one text and the scope split. */
export interface RuleFormValues {
  enabled: boolean;
  events: NotificationEvent[];
  thresholdHours: number;
  scopeKind: 'mine' | 'all' | 'filter' | 'chosen';
  subscriptionIds: string[];
  /** The filter scope's fields: codes as typed (upper-cased on the server), the remark's text. */
  filterCarriers: string[];
  filterPols: string[];
  filterPods: string[];
  filterRemark: string;
  email: boolean;
  emails: string;
  /** Push to the bound messaging-app accounts (offered only while the member has one). */
  msgapp: boolean;
}

export function ruleToForm(rule: NotificationRule): RuleFormValues {
  return {
    enabled: rule.enabled,
    events: [...rule.events],
    thresholdHours: rule.thresholdHours,
    scopeKind: rule.scope.kind,
    subscriptionIds: rule.scope.kind === 'chosen' ? [...rule.scope.subscriptionIds] : [],
    filterCarriers: rule.scope.kind === 'filter' ? [...(rule.scope.filter.carrierCodes ?? [])] : [],
    filterPols: rule.scope.kind === 'filter' ? [...(rule.scope.filter.polCodes ?? [])] : [],
    filterPods: rule.scope.kind === 'filter' ? [...(rule.scope.filter.podCodes ?? [])] : [],
    filterRemark: rule.scope.kind === 'filter' ? (rule.scope.filter.remark ?? '') : '',
    email: rule.channels.email,
    emails: rule.emails.join(', '),
    msgapp: rule.channels.msgapp,
  };
}

/** What POST /application/rule/event gets; addresses go only with the e-mail channel on. */
export function formToRule(values: RuleFormValues): NotificationRuleInput {
  const emails = values.emails?.trim() ?? '';
  return {
    enabled: values.enabled,
    events: values.events,
    thresholdHours: values.thresholdHours,
    scope: scopeOf(values),
    channels: { email: values.email, msgapp: values.msgapp === true },
    // Off, the addresses are kept only when they are valid: a draft left behind must not block saving.
    ...(values.email || (emails && parseEmailList(emails).ok) ? { emails } : {}),
  };
}

function scopeOf(values: RuleFormValues): NotificationRuleInput['scope'] {
  if (values.scopeKind === 'chosen') return { kind: 'chosen', subscriptionIds: values.subscriptionIds };
  if (values.scopeKind !== 'filter') return { kind: values.scopeKind };
  const remark = values.filterRemark?.trim() ?? '';
  const listed = (codes: string[] | undefined) => (codes?.length ? { values: codes } : null);
  const carriers = listed(values.filterCarriers);
  const pols = listed(values.filterPols);
  const pods = listed(values.filterPods);
  return {
    kind: 'filter',
    filter: {
      ...(carriers ? { carrierCodes: carriers.values } : {}),
      ...(pols ? { polCodes: pols.values } : {}),
      ...(pods ? { podCodes: pods.values } : {}),
      ...(remark ? { remark } : {}),
    },
  };
}

/** The e-mail field's problem for instant feedback (the domain's rule; the server decides). */
export function emailsProblem(
  text: string | undefined,
  required: boolean,
): { problem: EmailListProblem; value?: string } | null {
  if (!required && !text?.trim()) return null;
  const parsed = parseEmailList(text ?? '');
  if (parsed.ok) return null;
  return parsed.value === undefined
    ? { problem: parsed.problem }
    : { problem: parsed.problem, value: parsed.value };
}

/** The form field a server issue names (`emails`, `scope.subscriptionIds`, `events.0` …). */
export function formFieldOf(field: string): keyof RuleFormValues | null {
  const [head, next] = field.split('.');
  if (head === 'scope') {
    if (next === 'subscriptionIds') return 'subscriptionIds';
    if (next !== 'filter') return 'scopeKind';
    const part = field.split('.')[2];
    if (part === 'polCodes') return 'filterPols';
    if (part === 'podCodes') return 'filterPods';
    if (part === 'remark') return 'filterRemark';
    return 'filterCarriers';
  }
  if (head === 'channels') return next === 'msgapp' ? 'msgapp' : 'email';
  const fields: readonly string[] = ['enabled', 'events', 'thresholdHours', 'emails'];
  return head && fields.includes(head) ? (head as keyof RuleFormValues) : null;
}
