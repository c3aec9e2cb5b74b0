import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { formRules } from '../../../shared/forms/form-rules';

interface Props {
  /** `password` on registration, `newPassword` when replacing one. */
  label: 'password' | 'newPassword';
  /** Test-id prefix: `<prefix>-<passwordId>` and `<prefix>-confirm`. */
  testId: string;
  passwordTestId?: string;
}

/**
 * The password and its confirmation (6–16 characters; the two entries must match, platform.md §5),
 * shared by registration, forgot password and change password. Field names: password, confirmPassword.
 */
export function NewPasswordFields({ label, testId, passwordTestId = 'password' }: Props) {
  const { t } = useTranslation('auth');
  const rules = formRules(t);
  return (
    <>
      <Form.Item
        name="password"
        label={t(`fields.${label}`)}
        rules={rules.password}
        extra={t('hints.password')}
      >
        <Input.Password autoComplete="new-password" data-testid={`${testId}-${passwordTestId}`} />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('fields.confirmPassword')}
        dependencies={['password']}
        rules={rules.confirm('password')}
      >
        <Input.Password autoComplete="new-password" data-testid={`${testId}-confirm`} />
      </Form.Item>
    </>
  );
}
