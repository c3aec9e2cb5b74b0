import { MailOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { formRules } from '../../../shared/forms/form-rules';
import { contactKind, normalizeMobile } from '../../../shared/forms/validation';
import { FormError } from '../../../shared/ui/form-error';
import { authApi } from '../api/auth-api';
import { useSignIn } from '../hooks/use-sign-in';
import { CodeField } from './code-field';

interface Values {
  number: string;
  code: string;
}

/** Sign-in with a code sent by e-mail or SMS. Test ids: `code-login-{number,code,send,submit}`. */
export function CodeLoginForm() {
  const { t } = useTranslation('auth');
  const rules = formRules(t);
  const [form] = Form.useForm<Values>();
  const signIn = useSignIn();

  const onFinish = (v: Values) => {
    const raw = v.number.trim();
    const number = contactKind(raw) === 'mobile' ? normalizeMobile(raw) : raw;
    signIn.mutate(() => authApi.codeToken({ number, code: v.code.trim() }));
  };

  return (
    <Form<Values> form={form} layout="vertical" size="large" onFinish={onFinish} requiredMark={false}>
      <Form.Item name="number" label={t('fields.emailOrMobile')} rules={rules.emailOrMobile}>
        <Input
          prefix={<MailOutlined />}
          placeholder={t('placeholders.emailOrMobile')}
          autoComplete="username"
          data-testid="code-login-number"
        />
      </Form.Item>
      <CodeField form={form} numberField="number" type="login" testId="code-login" />
      <FormError error={signIn.error} testId="login-error" />
      <Button
        type="primary"
        htmlType="submit"
        block
        loading={signIn.isPending}
        data-testid="code-login-submit"
      >
        {t('actions.signIn')}
      </Button>
    </Form>
  );
}
