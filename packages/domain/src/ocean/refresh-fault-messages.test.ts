import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages.js';
import { refreshFaultMessage } from './refresh-fault-messages.js';

describe('refreshFaultMessage', () => {
  it('says what each kind of fault means for the user, in every language', () => {
    expect(refreshFaultMessage('timeout')).toBe('The carrier did not answer; we will retry');
    expect(refreshFaultMessage('server', 'zh')).toBe('船公司未响应，我们会自动重试');
    // platform.md §8: a carrier answering "not found", or with data we cannot read.
    expect(refreshFaultMessage('not-found', 'en')).toBe(
      'Carrier data abnormal or no data (please confirm the number is valid)',
    );
    expect(refreshFaultMessage('invalid-body', 'zh')).toBe('船公司数据异常或暂无数据（请确认单号是否有效）');
    expect(refreshFaultMessage('bad-request', 'jp')).toBe('船会社がこの番号を受け付けませんでした');
    const kinds = ['timeout', 'network', 'server', 'rate-limited', 'internal'];
    for (const language of LANGUAGES) {
      const unanswered = new Set(kinds.map((kind) => refreshFaultMessage(kind, language)));
      expect(unanswered.size).toBe(1);
      const others = ['unauthorized', 'not-found', 'bad-request', 'unconfigured'].map((k) =>
        refreshFaultMessage(k, language),
      );
      expect(new Set([...unanswered, ...others]).size).toBe(5);
      expect(refreshFaultMessage('invalid-body', language)).toBe(refreshFaultMessage('not-found', language));
    }
  });
});
