import { MAX_NOTIFICATION_EMAILS, parseEmailList } from '@tracklane/domain';
import { fieldError } from '../../auth/field-error.js';

/**
 * 1 to 3 addresses written with either comma (platform.md §5) as stored, or the field problem of
 * `emails` that names what is wrong. Empty is no addresses unless `required` (the channel is on).
 * Shared by reminder rules (members' and organisations') and e-mail digests.
 */
export function emailListOf(text: string, required: boolean): string[] {
  if (text.trim() === '') {
    if (required) throw fieldError('emails', 'emailListRequired');
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
