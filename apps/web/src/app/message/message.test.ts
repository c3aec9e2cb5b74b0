import { afterEach, describe, expect, it, vi } from 'vitest';
import { attachMessageOpener, message, whenMessageWanted } from './message';

describe('global messages', () => {
  const detach: (() => void)[] = [];
  afterEach(() => {
    for (const d of detach.splice(0)) d();
  });

  it('asks for the host on the first message and shows what waited once it is attached', () => {
    const wanted = vi.fn();
    detach.push(whenMessageWanted(wanted));
    message.success('Saved');
    message.error('Failed');
    expect(wanted).toHaveBeenCalled();
    const open = vi.fn();
    detach.push(attachMessageOpener(open));
    expect(open.mock.calls).toEqual([
      [{ type: 'success', content: 'Saved' }],
      [{ type: 'error', content: 'Failed' }],
    ]);
    message.success('Again');
    expect(open).toHaveBeenLastCalledWith({ type: 'success', content: 'Again' });
  });
});
