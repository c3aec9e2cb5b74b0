import { describe, expect, it } from 'vitest';
import { sandboxExposureProblem } from './sandbox-exposure.js';

const sandboxed = { smtpUrl: undefined, smsUrl: undefined, sandboxPublic: false };
const real = { smtpUrl: 'smtp://mail:25', smsUrl: 'https://sms.example', sandboxPublic: false };

describe('sandboxExposureProblem', () => {
  it('refuses a network interface while codes go to the sandbox inbox', () => {
    for (const host of ['0.0.0.0', '::', '192.168.1.5', 'tracklane.example'])
      expect(sandboxExposureProblem({ ...sandboxed, host }), host).toMatch(
        /SMTP_URL and SMS_URL are unset.*SANDBOX_PUBLIC=true/,
      );
    expect(sandboxExposureProblem({ ...real, smsUrl: undefined, host: '0.0.0.0' })).toMatch(
      /SMS_URL is unset/,
    );
  });

  it('allows loopback, real providers, or an explicit public demo', () => {
    for (const host of ['127.0.0.1', '127.0.0.2', 'localhost', '::1', '[::1]'])
      expect(sandboxExposureProblem({ ...sandboxed, host }), host).toBeNull();
    expect(sandboxExposureProblem({ ...real, host: '0.0.0.0' })).toBeNull();
    expect(sandboxExposureProblem({ ...sandboxed, sandboxPublic: true, host: '0.0.0.0' })).toBeNull();
  });
});
