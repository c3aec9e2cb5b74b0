import { Button, Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formRules } from '../../../shared/forms/form-rules';
import { normalizeMobile } from '../../../shared/forms/validation';
import { FormError } from '../../../shared/ui/form-error';
import { authApi, type CodeCategory, type TokenResponse } from '../api/auth-api';
import { useSignIn } from '../hooks/use-sign-in';
import { CodeField } from './code-field';
import { NewPasswordFields } from './new-password-fields';

interface Values {
  username: string;
  companyName: string;
  registerType: CodeCategory;
  number: string;
  code: string;
  password: string;
  confirmPassword: string;
}

const isToken = (data: unknown): data is TokenResponse =>
  typeof data === 'object' && data !== null && typeof (data as TokenResponse).accessToken === 'string';

/**
 * Registration by e-mail or mainland mobile with a verification code; the new user is signed in
 * straight away (with the register call's token when it returns one, else a password sign-in).
 * A join link's `inviteToken` query parameter is passed on, so the new user joins that organisation.
 * Test ids: `register-{username,company,type-email,type-mobile,number,code,send,password,confirm,submit}`.
 */
export function RegisterForm() {
  const { t } = useTranslation('auth');
  const rules = formRules(t);
  const [form] = Form.useForm<Values>();
  const registerType = Form.useWatch('registerType', form) ?? 'email';
  const signIn = useSignIn();
  const inviteToken = useSearchParams()[0].get('inviteToken');

  const onFinish = (v: Values) => {
    const number = v.registerType === 'mobile' ? normalizeMobile(v.number) : v.number.trim();
    const username = v.username.trim();
    signIn.mutate(async () => {
      const data = await authApi.register({
        username,
        password: v.password,
        confirmPassword: v.confirmPassword,
        registerType: v.registerType,
        companyName: v.companyName.trim(),
        ...(v.registerType === 'email' ? { email: number } : { mobilePhone: number }),
        roundCode: v.code.trim(),
        ...(inviteToken ? { inviteToken } : {}),
      });
      return isToken(data) ? data : authApi.passwordToken({ username, password: v.password });
    });
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      onFinish={onFinish}
      requiredMark={false}
      initialValues={{ registerType: 'email' }}
    >
      <Form.Item name="username" label={t('fields.username')} rules={rules.required}>
        <Input autoComplete="username" data-testid="register-username" />
      </Form.Item>
      <Form.Item name="companyName" label={t('fields.companyName')} rules={rules.required}>
        <Input autoComplete="organization" data-testid="register-company" />
      </Form.Item>
      <Form.Item name="registerType" label={t('fields.registerType')}>
        <Radio.Group onChange={() => form.setFieldValue('number', '')}>
          <Radio value="email" data-testid="register-type-email">
            {t('fields.email')}
          </Radio>
          <Radio value="mobile" data-testid="register-type-mobile">
            {t('fields.mobile')}
          </Radio>
        </Radio.Group>
      </Form.Item>
      <Form.Item
        name="number"
        label={registerType === 'email' ? t('fields.email') : t('fields.mobile')}
        rules={registerType === 'email' ? rules.email : rules.mobile}
      >
        <Input
          autoComplete={registerType === 'email' ? 'email' : 'tel'}
          placeholder={registerType === 'email' ? t('placeholders.email') : t('placeholders.mobile')}
          data-testid="register-number"
        />
      </Form.Item>
      <CodeField form={form} numberField="number" type="register" category={registerType} testId="register" />
      <NewPasswordFields label="password" testId="register" />
      <FormError error={signIn.error} testId="register-error" />
      <Button
        type="primary"
        size="large"
        htmlType="submit"
        block
        loading={signIn.isPending}
        data-testid="register-submit"
      >
        {t('actions.register')}
      </Button>
    </Form>
  );
}
