import { readFileSync } from 'node:fs';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../app/locale/set-locale';
import { WebhookSignatureGuide } from './webhook-signature-guide';

const source = (file: string) => readFileSync(`${import.meta.dirname}/${file}`, 'utf8');

describe('the webhook signature guide on /api', () => {
  beforeEach(() => setLocale('en'));

  it('shows the tested snippets verbatim, under its anchor', async () => {
    render(<WebhookSignatureGuide />);
    expect((await screen.findByTestId('webhook-signatures')).id).toBe('webhook-signatures');
    expect(screen.getByTestId('webhook-snippet-ts').textContent).toBe(source('verify-webhook.ts'));
    expect(screen.getByTestId('webhook-snippet-py').textContent).toBe(source('verify_webhook.py'));
    for (const name of ['webhook-id', 'webhook-timestamp', 'webhook-signature'])
      expect(screen.getByText(name, { selector: 'code' })).toBeTruthy();
    expect(screen.getByText(/more than 5 minutes \(300 seconds\)/)).toBeTruthy();
  });

  it('reads in Chinese and Japanese with the code unchanged', async () => {
    setLocale('zh');
    const { unmount } = render(<WebhookSignatureGuide />);
    expect(await screen.findByText('验证 Webhook 签名')).toBeTruthy();
    expect(screen.getByTestId('webhook-snippet-ts').textContent).toBe(source('verify-webhook.ts'));
    unmount();
    setLocale('jp');
    render(<WebhookSignatureGuide />);
    expect(await screen.findByText('Webhook 署名の検証')).toBeTruthy();
  });
});
