import { Button, Form, Input } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../app/message/message';
import { formRules } from '../../../shared/forms/form-rules';
import { normalizeMobile } from '../../../shared/forms/validation';
import type { CurrentUser } from '../api/account-api';
import { useUpdateUserInfo } from '../hooks/use-current-user';

interface Values {
  username: string;
  companyName: string;
  position: string;
  mobilePhone?: string;
  email?: string;
}

/** Personal info. Test ids: `info-{username,company,position,mobile,email,submit}`. */
export function ProfileForm({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('account');
  const message = useMessage();
  const rules = formRules(t);
  const [form] = Form.useForm<Values>();
  const update = useUpdateUserInfo();

  useEffect(() => {
    form.setFieldsValue({
      username: user.username,
      companyName: user.companyName ?? '',
      position: user.position ?? '',
      mobilePhone: user.mobilePhone ?? '',
      email: user.email ?? '',
    });
  }, [form, user]);

  const onFinish = (v: Values) =>
    update.mutate(
      {
        username: v.username.trim(),
        companyName: v.companyName.trim(),
        position: v.position.trim(),
        mobilePhone: v.mobilePhone ? normalizeMobile(v.mobilePhone) : '',
        email: v.email?.trim() ?? '',
      },
      { onSuccess: () => void message.success(t('info.saved')) },
    );

  return (
    <Form<Values> form={form} layout="vertical" className="tl-settings-form" onFinish={onFinish}>
      <Form.Item name="username" label={t('auth:fields.username')} rules={rules.required}>
        <Input data-testid="info-username" autoComplete="username" />
      </Form.Item>
      <Form.Item name="companyName" label={t('auth:fields.companyName')} rules={rules.required}>
        <Input data-testid="info-company" autoComplete="organization" />
      </Form.Item>
      <Form.Item name="position" label={t('info.position')} rules={rules.required}>
        <Input data-testid="info-position" autoComplete="organization-title" />
      </Form.Item>
      <Form.Item name="mobilePhone" label={t('auth:fields.mobile')} rules={rules.optionalMobile}>
        <Input data-testid="info-mobile" autoComplete="tel" />
      </Form.Item>
      <Form.Item name="email" label={t('auth:fields.email')} rules={rules.optionalEmail}>
        <Input data-testid="info-email" autoComplete="email" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={update.isPending} data-testid="info-submit">
        {t('actions.save')}
      </Button>
    </Form>
  );
}
