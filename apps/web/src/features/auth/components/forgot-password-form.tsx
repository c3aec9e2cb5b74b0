import { useMutation } from '@tanstack/react-query';
import { Button, Form, Input, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { formRules } from '../../../shared/forms/form-rules';
import { contactKind, normalizeMobile } from '../../../shared/forms/validation';
import { FormError } from '../../../shared/ui/form-error';
import { authApi } from '../api/auth-api';
import { CodeField } from './code-field';
import { NewPasswordFields } from './new-password-fields';

interface Values {
  number: string;
  code: string;
  password: string;
  confirmPassword: string;
}

/**
 * New password with a code sent to the account's e-mail or phone.
 * Test ids: `forgot-{number,code,send,password,confirm,submit}`, `forgot-done`.
 */
export function ForgotPasswordForm({ onDone }: { onDone(): void }) {
  const { t } = useTranslation('auth');
  const rules = formRules(t);
  const [form] = Form.useForm<Values>();
  const reset = useMutation({ mutationFn: authApi.resetPassword });

  const onFinish = (v: Values) => {
    const raw = v.number.trim();
    reset.mutate({
      number: contactKind(raw) === 'mobile' ? normalizeMobile(raw) : raw,
      code: v.code.trim(),
      password: v.password,
      confirmPassword: v.confirmPassword,
    });
  };

  if (reset.isSuccess) {
    return (
      <Result
        status="success"
        title={t('forgot.done')}
        data-testid="forgot-done"
        extra={
          <Button type="primary" onClick={onDone} data-testid="forgot-back-login">
            {t('actions.backToSignIn')}
          </Button>
        }
      />
    );
  }

  return (
    <Form<Values> form={form} layout="vertical" onFinish={onFinish} requiredMark={false}>
      <Form.Item name="number" label={t('fields.emailOrMobile')} rules={rules.emailOrMobile}>
        <Input placeholder={t('placeholders.emailOrMobile')} data-testid="forgot-number" />
      </Form.Item>
      <CodeField form={form} numberField="number" type="reset" testId="forgot" />
      <NewPasswordFields label="newPassword" testId="forgot" />
      <FormError error={reset.error} testId="forgot-error" />
      <Button
        type="primary"
        size="large"
        htmlType="submit"
        block
        loading={reset.isPending}
        data-testid="forgot-submit"
      >
        {t('actions.resetPassword')}
      </Button>
    </Form>
  );
}
