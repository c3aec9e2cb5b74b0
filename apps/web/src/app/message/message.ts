/**
 * Global messages (toasts) without Ant Design's <App> in the first load: callers use `message`
 * (or `useMessage()`) at once; the first message makes <MessageHost> fetch antd's message
 * component, and what was asked meanwhile is shown as soon as it is there.
 */
export interface MessageArgs {
  type: 'success' | 'error';
  content: string;
  className?: string;
}

export type MessageOpener = (args: MessageArgs) => void;

let opener: MessageOpener | null = null;
const waiting: MessageArgs[] = [];
let onWanted: (() => void) | null = null;

export function openMessage(args: MessageArgs): void {
  if (opener) {
    opener(args);
    return;
  }
  waiting.push(args);
  onWanted?.();
}

export const message = {
  success: (content: string) => openMessage({ type: 'success', content }),
  error: (content: string) => openMessage({ type: 'error', content }),
};

export type MessageApi = typeof message;

/** The message API in components (the same object everywhere; no provider needed). */
export function useMessage(): MessageApi {
  return message;
}

/** The host's side: `wanted` runs on the first message (or now, if one is waiting). */
export function whenMessageWanted(wanted: () => void): () => void {
  onWanted = wanted;
  if (waiting.length > 0) wanted();
  return () => {
    if (onWanted === wanted) onWanted = null;
  };
}

/** The loaded host shows messages from now on, starting with those that waited. */
export function attachMessageOpener(next: MessageOpener): () => void {
  opener = next;
  for (const args of waiting.splice(0)) next(args);
  return () => {
    if (opener === next) opener = null;
  };
}
