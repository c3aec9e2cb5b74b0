import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import pythonSource from './verify_webhook.py?raw';
import typescriptSource from './verify-webhook.ts?raw';
import './webhook-signature-guide.css';

const HEADERS = ['webhook-id', 'webhook-timestamp', 'webhook-signature'] as const;
const STEPS = ['content', 'key', 'compare', 'time', 'rotation', 'dedupe', 'answer'] as const;

/**
 * "Verifying webhook signatures" (issue 21): what a receiver checks, the Standard Webhooks way,
 * and a snippet in TypeScript and in Python. The snippets are the text of the files beside this
 * one, which verify-webhook.test.ts runs against independently computed signatures, so what the
 * page shows is known to work. Anchor: `#webhook-signatures`.
 */
export function WebhookSignatureGuide() {
  const { t } = useTranslation('api');
  return (
    <section className="tl-api-webhooks" id="webhook-signatures" data-testid="webhook-signatures">
      <h2>{t('webhooks.title')}</h2>
      <p>{t('webhooks.intro')}</p>
      <h3>{t('webhooks.headersTitle')}</h3>
      <dl className="tl-api-webhook-headers">
        {HEADERS.map((name) => (
          <div key={name}>
            <dt>
              <code>{name}</code>
            </dt>
            <dd>{t(`webhooks.headers.${name}`)}</dd>
          </div>
        ))}
      </dl>
      <h3>{t('webhooks.stepsTitle')}</h3>
      <ol className="tl-api-webhook-steps">
        {STEPS.map((step) => (
          <li key={step}>{t(`webhooks.steps.${step}`)}</li>
        ))}
      </ol>
      <CodeBlock title={t('webhooks.typescript')} source={typescriptSource} testId="webhook-snippet-ts" />
      <CodeBlock title={t('webhooks.python')} source={pythonSource} testId="webhook-snippet-py" />
    </section>
  );
}

function CodeBlock({ title, source, testId }: { title: string; source: string; testId: string }) {
  const { t } = useTranslation('api');
  return (
    <figure className="tl-api-code">
      <figcaption>
        <span>{title}</span>
        <Typography.Text copyable={{ text: source, tooltips: [t('webhooks.copy'), t('webhooks.copied')] }} />
      </figcaption>
      <pre data-testid={testId}>
        <code>{source}</code>
      </pre>
    </figure>
  );
}
