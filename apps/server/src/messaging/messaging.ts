import type { MsgappClientOptions } from '@tracklane/connectors';

/** Outgoing mail, SMS and the messaging app, as the services use them (plugins/messaging.ts builds it). */
export interface Messaging {
  /**
   * `text` always (the sandbox inbox and text-only clients read it); `html` makes the message
   * multipart/alternative; `headers` are added as given (e.g. List-Unsubscribe, RFC 8058).
   */
  sendMail(message: {
    to: string;
    subject: string;
    text: string;
    html?: string;
    headers?: Record<string, string>;
  }): Promise<void>;
  /** `to` is an 11-digit mainland China mobile number. */
  sendSms(message: { to: string; text: string }): Promise<void>;
  /** The messaging-app provider of QR sign-in (MSGAPP_URL, else the sandbox on loopback). */
  msgapp: MsgappClientOptions;
  /** True when mail, SMS or the messaging app is the sandbox (mail/SMS: its inbox route is registered). */
  sandbox: { mail: boolean; sms: boolean; msgapp: boolean };
}
