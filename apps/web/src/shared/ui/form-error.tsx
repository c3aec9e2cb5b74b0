import { Alert } from 'antd';

/** The server's message for a failed form call (40101, 40102, 40103, 42900, 40000 …). */
export function FormError({ error, testId = 'form-error' }: { error: Error | null; testId?: string }) {
  if (!error) return null;
  return <Alert type="error" showIcon title={error.message} data-testid={testId} className="tl-form-error" />;
}
