import { afterEach, describe, expect, it, vi } from 'vitest';
import { attachMessageOpener } from '../message/message';
import { messageToast, setToastImpl, TOAST_CLASS, TOAST_DEDUPE_MS, toastError } from './toast';

describe('toast module', () => {
  afterEach(() => vi.useRealTimers());

  it('shows identical messages once per 5000 ms through the swappable implementation', () => {
    vi.useFakeTimers({ now: 50_000 });
    const show = vi.fn();
    setToastImpl(show);
    toastError('Network Error');
    toastError('Network Error');
    expect(show).toHaveBeenCalledTimes(1);
    vi.setSystemTime(50_000 + TOAST_DEDUPE_MS);
    toastError('Network Error');
    expect(show).toHaveBeenCalledTimes(2);
  });

  it('opens error messages with the stable class', () => {
    const open = vi.fn();
    const detach = attachMessageOpener(open);
    messageToast('Request timeout');
    detach();
    expect(open).toHaveBeenCalledWith({ type: 'error', content: 'Request timeout', className: TOAST_CLASS });
    expect(TOAST_CLASS).toBe('tl-toast');
  });
});
