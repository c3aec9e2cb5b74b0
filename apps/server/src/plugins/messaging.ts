import type { ProviderRegistry } from '@tracklane/connectors';
import { normalizeMobile } from '@tracklane/domain';
import { startSandboxQrProvider, startSandboxSmsProvider } from '@tracklane/sandbox';
import { createTransport } from 'nodemailer';
import type { Config } from '../config.js';
import type { Messaging } from '../messaging/messaging.js';
import { startSandboxMailbox } from '../messaging/sandbox-mailbox.js';
import type { ConnectorChoice } from '../providers/resolve-providers.js';
import { storeSandboxMessage } from '../services/sandbox/store-sandbox-message.js';
import { appPlugin } from './app-plugin.js';

declare module 'fastify' {
  interface FastifyInstance {
    messaging: Messaging;
  }
}

/**
 * Outgoing mail (nodemailer → SMTP_URL) and SMS (connector → SMS_URL). Unset, each goes to its
 * sandbox on loopback, over the same protocol, and lands in sandbox_messages. QR sign-in goes to
 * the messaging-app provider (MSGAPP_URL), else to its sandbox (a "phone" page on loopback). SMS
 * and QR sign-in clients come from the provider registry.
 */
interface MessagingOptions {
  config: Config;
  /** SMS and QR sign-in are resolved from it (configured endpoint, else the sandbox's). */
  registry: ProviderRegistry;
  connectors?: ConnectorChoice | undefined;
}

export const messagingPlugin = appPlugin<MessagingOptions>('messaging', async (app, options) => {
  const { config, registry, connectors = {} } = options;
  let smtpUrl = config.smtpUrl;
  if (!smtpUrl) {
    const mailbox = await startSandboxMailbox(async (mail) => {
      for (const to of mail.to)
        await storeSandboxMessage({
          db: app.db,
          channel: 'email',
          to,
          subject: mail.subject,
          text: mail.text,
        });
    });
    app.addHook('onClose', () => mailbox.close());
    smtpUrl = mailbox.url;
  }
  const transport = createTransport(smtpUrl);
  app.addHook('onClose', async () => transport.close());

  let smsSandbox: { baseUrl: string; apiKey: string } | null = null;
  if (!config.smsUrl) {
    const provider = await startSandboxSmsProvider({
      onMessage: async (message) => {
        const to = normalizeMobile(message.to) ?? message.to;
        await storeSandboxMessage({ db: app.db, channel: 'sms', to, subject: null, text: message.text });
      },
    });
    app.addHook('onClose', () => provider.close());
    smsSandbox = { baseUrl: provider.url, apiKey: provider.apiKey };
  }
  const sms = registry.resolve('sms', {
    connector: connectors.sms,
    configured: config.smsUrl ? { baseUrl: config.smsUrl, apiKey: config.smsApiKey ?? '' } : null,
    sandbox: smsSandbox,
  });

  let msgappSandbox: { baseUrl: string; apiKey: string } | null = null;
  if (!config.msgappUrl) {
    const provider = await startSandboxQrProvider();
    app.addHook('onClose', () => provider.close());
    msgappSandbox = { baseUrl: provider.url, apiKey: provider.apiKey };
  }
  const msgapp = registry.resolve('msgapp', {
    connector: connectors.msgapp,
    configured: config.msgappUrl ? { baseUrl: config.msgappUrl, apiKey: config.msgappApiKey ?? '' } : null,
    sandbox: msgappSandbox,
  });
  if (!sms || !msgapp) throw new Error('the provider registry has no SMS or no messaging-app connector');

  if ((!config.smtpUrl || !config.smsUrl) && config.sandboxPublic)
    app.log.warn(
      { mail: !config.smtpUrl, sms: !config.smsUrl, sandboxPublic: true },
      'SANDBOX_PUBLIC=true: the sandbox inbox (GET /sandbox/messages, /sandbox/mailbox) answers every caller, so anyone who reaches this server can read every sign-in code and take over any account. Only for a throw-away demo',
    );
  else if (!config.smtpUrl || !config.smsUrl)
    app.log.warn(
      { mail: !config.smtpUrl, sms: !config.smsUrl },
      'mail or SMS goes to the sandbox inbox, readable on this machine only at /sandbox/mailbox: set SMTP_URL and SMS_URL in production',
    );
  if (!config.msgappUrl)
    app.log.warn(
      'QR sign-in uses the sandbox messaging app (anyone can confirm a code): set MSGAPP_URL in production',
    );
  app.decorate('messaging', {
    async sendMail({ to, subject, text, html, headers }) {
      await transport.sendMail({ from: config.mailFrom, to, subject, text, html, headers });
    },
    async sendSms(message) {
      const result = await sms.client.send(message);
      if (!result.ok) throw new Error(`SMS not sent (${result.reason}): ${result.detail}`);
    },
    msgapp: msgapp.client,
    sandbox: { mail: !config.smtpUrl, sms: !config.smsUrl, msgapp: !config.msgappUrl },
  });
});
