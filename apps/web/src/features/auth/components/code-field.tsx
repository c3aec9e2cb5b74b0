import { useMutation } from '@tanstack/react-query';
import { Button, Form, type FormInstance, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formRules } from '../../../shared/forms/form-rules';
import { contactKind, normalizeMobile } from '../../../shared/forms/validation';
import { authApi, type CodeCategory, type CodeType } from '../api/auth-api';
import { RESEND_AFTER_SECONDS } from '../countdown';
import { useCountdown } from '../hooks/use-countdown';
import { SandboxLink } from './sandbox-link';

interface CodeFieldProps {
  form: FormInstance;
  /** The form field holding the e-mail address or phone number the code goes to. */
  numberField: string;
  type: CodeType;
  /** Fixed channel; derived from the number when absent. */
  category?: CodeCategory;
  /** Test-id prefix: `<prefix>-code` (input) and `<prefix>-send` (button). */
  testId: string;
}

/** The verification-code input with its send button, resend countdown and sandbox mailbox link. */
export function CodeField({ form, numberField, type, category, testId }: CodeFieldProps) {
  const { t } = useTranslation('auth');
  const rules = formRules(t);
  const [until, setUntil] = useState<number | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const left = useCountdown(until);
  const send = useMutation({
    mutationFn: authApi.sendCode,
    onSuccess: (res, vars) => {
      setUntil(Date.now() + (res.resendAfter || RESEND_AFTER_SECONDS) * 1000);
      setSentTo(vars.number);
    },
  });

  const onSend = async () => {
    const ok = await form.validateFields([numberField]).then(
      () => true,
      () => false,
    );
    if (!ok) return;
    const raw = String(form.getFieldValue(numberField) ?? '').trim();
    const kind = category ?? contactKind(raw);
    if (!kind) return;
    send.mutate({ number: kind === 'mobile' ? normalizeMobile(raw) : raw, category: kind, type });
  };

  let label = t('code.send');
  if (left > 0) label = t('code.resendIn', { seconds: left });
  else if (sentTo) label = t('code.resend');

  return (
    <Form.Item label={t('fields.code')} required extra={sentTo ? <SandboxLink to={sentTo} /> : undefined}>
      <Space.Compact block>
        <Form.Item name="code" noStyle rules={rules.required}>
          <Input
            placeholder={t('placeholders.code')}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={8}
            data-testid={`${testId}-code`}
          />
        </Form.Item>
        <Button
          onClick={onSend}
          disabled={left > 0}
          loading={send.isPending}
          className="tl-code-send"
          data-testid={`${testId}-send`}
        >
          {label}
        </Button>
      </Space.Compact>
    </Form.Item>
  );
}
