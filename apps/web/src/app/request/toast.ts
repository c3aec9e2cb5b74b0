import { openMessage } from '../message/message';
import { createDeduper } from './dedupe';

/** Stable class on every error toast (antd's own notice class is `.ant-message-notice`). */
export const TOAST_CLASS = 'tl-toast';
/** Identical messages within this window show once (platform.md §9). */
export const TOAST_DEDUPE_MS = 5000;

export type ShowToast = (text: string) => void;

/** An error message with the stable class, through the app's message host (message.ts). */
export const messageToast: ShowToast = (text) =>
  openMessage({ type: 'error', content: text, className: TOAST_CLASS });

let show: ShowToast = messageToast;
const deduper = createDeduper(TOAST_DEDUPE_MS);

/** Swap the implementation (a spy in tests). */
export function setToastImpl(impl: ShowToast): void {
  show = impl;
}

export function toastError(text: string): void {
  if (deduper.allow(text)) show(text);
}
