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
  scopeKind: 'mine' | 'all' | 'chosen';
  subscriptionIds: string[];
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
    scope:
      values.scopeKind === 'chosen'
        ? { kind: 'chosen', subscriptionIds: values.subscriptionIds }
        : { kind: values.scopeKind },
    channels: { email: values.email, msgapp: values.msgapp === true },
    // Off, the addresses are kept only when they are valid: a draft left behind must not block saving.
    ...(values.email || (emails && parseEmailList(emails).ok) ? { emails } : {}),
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
  if (head === 'scope') return next === 'subscriptionIds' ? 'subscriptionIds' : 'scopeKind';
  if (head === 'channels') return next === 'msgapp' ? 'msgapp' : 'email';
  const fields: readonly string[] = ['enabled', 'events', 'thresholdHours', 'emails'];
  return head && fields.includes(head) ? (head as keyof RuleFormValues) : null;
}
