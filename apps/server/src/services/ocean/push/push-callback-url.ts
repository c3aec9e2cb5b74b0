/** Where the provider delivers one push subscription's notifications (routes/webhooks). */
export const PUSH_CALLBACK_PATH = '/webhooks/dcsa/tnt';

export function pushCallbackUrl(callbackBase: string, pushId: string): string {
  return `${callbackBase}${PUSH_CALLBACK_PATH}/${pushId}`;
}
