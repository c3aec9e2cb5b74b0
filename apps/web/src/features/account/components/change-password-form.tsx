import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../app/message/message';
import { formRules } from '../../../shared/forms/form-rules';
import { NewPasswordFields } from '../../auth';
import { useModifyPassword } from '../hooks/use-modify-password';

interface Values {
  oldPassword: string;
  password: string;
  confirmPassword: string;
}

/** Change password. Test ids: `password-{old,new,confirm,submit}`. */
export function ChangePasswordForm({ username }: { username: string }) {
  const { t } = useTranslation('account');
  const message = useMessage();
  const rules = formRules(t);
  const [form] = Form.useForm<Values>();
  const modify = useModifyPassword();

  const onFinish = (v: Values) =>
    modify.mutate(
      { username, oldPassword: v.oldPassword, password: v.password, confirmPassword: v.confirmPassword },
      {
        onSuccess: () => {
          form.resetFields();
          void message.success(t('password.changed'));
        },
      },
    );

  return (
    <Form<Values> form={form} layout="vertical" className="tl-settings-form" onFinish={onFinish}>
      <Form.Item name="oldPassword" label={t('password.old')} rules={rules.required}>
        <Input.Password autoComplete="current-password" data-testid="password-old" />
      </Form.Item>
      <NewPasswordFields label="newPassword" testId="password" passwordTestId="new" />
      <Button type="primary" htmlType="submit" loading={modify.isPending} data-testid="password-submit">
        {t('password.submit')}
      </Button>
    </Form>
  );
}
