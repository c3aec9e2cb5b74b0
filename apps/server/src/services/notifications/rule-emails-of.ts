import type { NotificationRuleInput } from '@tracklane/domain';
import { emailListOf } from './email-list-of.js';

/**
 * A rule's addresses as stored (member's or organisation's): 1 to 3, either comma (platform.md
 * §5), required when e-mail is on and kept when it is off. Each problem names the `emails` field.
 */
export function ruleEmailsOf(input: Pick<NotificationRuleInput, 'emails' | 'channels'>): string[] {
  return emailListOf(input.emails ?? '', input.channels.email);
}
