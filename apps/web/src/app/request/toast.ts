import { message } from 'antd';
import { createDeduper } from './dedupe';

/** Stable class on every error toast (antd's own notice class is `.ant-message-notice`). */
export const TOAST_CLASS = 'tl-toast';
/** Identical messages within this window show once (platform.md §9). */
export const TOAST_DEDUPE_MS = 5000;

export type ShowToast = (text: string) => void;

type MessageApi = Pick<typeof message, 'open'>;

export function antdToast(api: MessageApi): ShowToast {
  return (text) => {
    void api.open({ type: 'error', content: text, className: TOAST_CLASS });
  };
}

// The static API until <ToastBridge> swaps in the context-aware one (theme, locale).
let show: ShowToast = antdToast(message);
const deduper = createDeduper(TOAST_DEDUPE_MS);

/** Swap the implementation (the app's <App> context, or a spy in tests). */
export function setToastImpl(impl: ShowToast): void {
  show = impl;
}

export function toastError(text: string): void {
  if (deduper.allow(text)) show(text);
}
