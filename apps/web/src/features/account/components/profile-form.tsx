import { Button, Form, Input, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../app/message/message';
import { formRules } from '../../../shared/forms/form-rules';
import type { CurrentUser } from '../api/account-api';
import { useUpdateUserInfo } from '../hooks/use-current-user';
import { ContactChangeModal, type ContactKind } from './contact-change-modal';

interface Values {
  username: string;
  companyName: string;
  position: string;
}

/**
 * Personal info. The e-mail address and mobile number are changed apart, each with the code sent
 * to the new one (ContactChangeModal). Test ids: `info-{username,company,position,mobile,email,submit}`,
 * `info-{email,mobile}-change`.
 */
export function ProfileForm({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('account');
  const message = useMessage();
  const rules = formRules(t);
  const [form] = Form.useForm<Values>();
  const update = useUpdateUserInfo();
  const [changing, setChanging] = useState<ContactKind | null>(null);

  useEffect(() => {
    form.setFieldsValue({
      username: user.username,
      companyName: user.companyName ?? '',
      position: user.position ?? '',
    });
  }, [form, user]);

  const onFinish = (v: Values) =>
    update.mutate(
      {
        username: v.username.trim(),
        companyName: v.companyName.trim(),
        position: v.position.trim(),
      },
      { onSuccess: () => void message.success(t('info.saved')) },
    );

  return (
    <>
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
        {(['mobile', 'email'] as const).map((kind) => (
          <Form.Item key={kind} label={t(kind === 'mobile' ? 'auth:fields.mobile' : 'auth:fields.email')}>
            <Space.Compact block>
              <Input
                readOnly
                value={(kind === 'mobile' ? user.mobilePhone : user.email) ?? ''}
                placeholder={t('contact.none')}
                data-testid={`info-${kind}`}
              />
              <Button onClick={() => setChanging(kind)} data-testid={`info-${kind}-change`}>
                {t('contact.change')}
              </Button>
            </Space.Compact>
          </Form.Item>
        ))}
        <Button type="primary" htmlType="submit" loading={update.isPending} data-testid="info-submit">
          {t('actions.save')}
        </Button>
      </Form>
      <ContactChangeModal kind={changing} onClose={() => setChanging(null)} />
    </>
  );
}
