import { Button, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../app/message/message';
import { formRules } from '../../../shared/forms/form-rules';
import type { Organization, OrganizationInput } from '../api/enterprise-types';
import { useUpdateOrganization } from '../hooks/use-organization';

type Values = Required<OrganizationInput>;

/** Edits the company (company.manage). Test ids: `company-form-{name,address,website,email,phone,submit,cancel}`. */
export function CompanyInfoForm({ org, onDone }: { org: Organization; onDone(): void }) {
  const { t } = useTranslation('enterprise');
  const message = useMessage();
  const rules = formRules(t);
  const update = useUpdateOrganization();

  const onFinish = (v: Values) =>
    update.mutate(
      {
        name: v.name.trim(),
        address: v.address?.trim() ?? '',
        website: v.website?.trim() ?? '',
        contactEmail: v.contactEmail?.trim() ?? '',
        contactPhone: v.contactPhone?.trim() ?? '',
      },
      {
        onSuccess: () => {
          void message.success(t('info.saved'));
          onDone();
        },
      },
    );

  return (
    <Form<Values>
      layout="vertical"
      className="tl-settings-form"
      onFinish={onFinish}
      initialValues={{
        name: org.name,
        address: org.info.address ?? '',
        website: org.info.website ?? '',
        contactEmail: org.info.contactEmail ?? '',
        contactPhone: org.info.contactPhone ?? '',
      }}
    >
      <Form.Item name="name" label={t('info.name')} rules={rules.required}>
        <Input data-testid="company-form-name" autoComplete="organization" />
      </Form.Item>
      <Form.Item name="address" label={t('info.address')}>
        <Input data-testid="company-form-address" autoComplete="street-address" />
      </Form.Item>
      <Form.Item name="website" label={t('info.website')}>
        <Input data-testid="company-form-website" autoComplete="url" />
      </Form.Item>
      <Form.Item name="contactEmail" label={t('info.contactEmail')} rules={rules.optionalEmail}>
        <Input data-testid="company-form-email" autoComplete="email" />
      </Form.Item>
      <Form.Item name="contactPhone" label={t('info.contactPhone')}>
        <Input data-testid="company-form-phone" autoComplete="tel" />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={update.isPending} data-testid="company-form-submit">
          {t('actions.save')}
        </Button>
        <Button onClick={onDone} data-testid="company-form-cancel">
          {t('actions.cancel')}
        </Button>
      </Space>
    </Form>
  );
}
