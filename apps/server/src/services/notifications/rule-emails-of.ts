import { MAX_NOTIFICATION_EMAILS, type NotificationRuleInput, parseEmailList } from '@tracklane/domain';
import { fieldError } from '../../auth/field-error.js';

/**
 * A rule's addresses as stored (member's or organisation's): 1 to 3, either comma (platform.md
 * §5), required when e-mail is on and kept when it is off. Each problem names the `emails` field.
 */
export function ruleEmailsOf(input: Pick<NotificationRuleInput, 'emails' | 'channels'>): string[] {
  const text = input.emails ?? '';
  if (text.trim() === '') {
    if (input.channels.email) throw fieldError('emails', 'emailListRequired');
    return [];
  }
  const parsed = parseEmailList(text);
  if (parsed.ok) return parsed.emails;
  switch (parsed.problem) {
    case 'too-many':
      throw fieldError('emails', 'emailListTooMany', { max: MAX_NOTIFICATION_EMAILS });
    case 'invalid':
      throw fieldError('emails', 'emailListInvalid', { value: parsed.value ?? '' });
    case 'duplicate':
      throw fieldError('emails', 'emailListDuplicate', { value: parsed.value ?? '' });
    default:
      throw fieldError('emails', 'emailListEmpty');
  }
}
