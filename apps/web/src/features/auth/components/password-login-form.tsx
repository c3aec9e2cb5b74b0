import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { formRules } from '../../../shared/forms/form-rules';
import { FormError } from '../../../shared/ui/form-error';
import { authApi } from '../api/auth-api';
import { useSignIn } from '../hooks/use-sign-in';

interface Values {
  clientId?: string;
  username: string;
  password: string;
}

/**
 * Account (username, e-mail or phone) and password; with `enterprise` also the enterprise code
 * (clientId). Test ids: `<login|enterprise>-{client-id,username,password,submit}`.
 */
export function PasswordLoginForm({ enterprise = false }: { enterprise?: boolean }) {
  const { t } = useTranslation('auth');
  const rules = formRules(t);
  const signIn = useSignIn();
  const id = enterprise ? 'enterprise' : 'login';

  const onFinish = (v: Values) =>
    signIn.mutate(() =>
      authApi.passwordToken({
        username: v.username.trim(),
        password: v.password,
        clientId: enterprise ? v.clientId?.trim() : undefined,
      }),
    );

  return (
    <Form<Values> layout="vertical" size="large" onFinish={onFinish} requiredMark={false}>
      {enterprise && (
        <Form.Item name="clientId" label={t('fields.clientId')} rules={rules.required}>
          <Input placeholder={t('placeholders.clientId')} data-testid={`${id}-client-id`} />
        </Form.Item>
      )}
      <Form.Item name="username" label={t('fields.account')} rules={rules.required}>
        <Input
          prefix={<UserOutlined />}
          placeholder={t('placeholders.account')}
          autoComplete="username"
          data-testid={`${id}-username`}
        />
      </Form.Item>
      <Form.Item name="password" label={t('fields.password')} rules={rules.required}>
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={t('placeholders.password')}
          autoComplete="current-password"
          data-testid={`${id}-password`}
        />
      </Form.Item>
      <FormError error={signIn.error} testId="login-error" />
      <Button type="primary" htmlType="submit" block loading={signIn.isPending} data-testid={`${id}-submit`}>
        {t('actions.signIn')}
      </Button>
    </Form>
  );
}
