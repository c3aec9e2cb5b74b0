import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../app/message/message';
import { formRules } from '../../../shared/forms/form-rules';
import { normalizeMobile } from '../../../shared/forms/validation';
import { CodeField } from '../../auth';
import { useUpdateUserInfo } from '../hooks/use-current-user';

export type ContactKind = 'email' | 'mobile';

interface Values {
  value: string;
  code: string;
}

/**
 * Changing the e-mail address or mobile number: the new one takes effect only with the code sent
 * to it, so nobody can claim an address they cannot read. The server's refusals (wrong code,
 * address of another account) are toasted by the request client and the modal stays open.
 * Test ids: `change-<kind>-value`, `change-<kind>-send`, `change-<kind>-code`, `change-<kind>-ok`.
 */
export function ContactChangeModal({ kind, onClose }: { kind: ContactKind | null; onClose: () => void }) {
  const { t } = useTranslation('account');
  const message = useMessage();
  const rules = formRules(t);
  const [form] = Form.useForm<Values>();
  const update = useUpdateUserInfo();
  const testId = `change-${kind ?? 'email'}`;

  const submit = async ({ value, code }: Values) => {
    if (!kind) return;
    const body =
      kind === 'email'
        ? { email: value.trim(), emailCode: code.trim() }
        : { mobilePhone: normalizeMobile(value), mobileCode: code.trim() };
    try {
      await update.mutateAsync(body);
      message.success(t(`contact.${kind}.changed`));
      onClose();
    } catch {
      // already toasted
    }
  };

  return (
    <Modal
      open={kind !== null}
      title={kind ? t(`contact.${kind}.title`) : ''}
      okText={t('contact.confirm')}
      cancelText={t('actions.cancel')}
      confirmLoading={update.isPending}
      okButtonProps={{ 'data-testid': `${testId}-ok` } as never}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p className="tl-avatar-hint">{t('contact.hint')}</p>
      <Form<Values> form={form} layout="vertical" onFinish={submit} preserve={false}>
        <Form.Item
          name="value"
          label={t(kind === 'mobile' ? 'contact.mobile.new' : 'contact.email.new')}
          rules={kind === 'mobile' ? rules.mobile : rules.email}
        >
          <Input
            autoFocus
            data-testid={`${testId}-value`}
            autoComplete={kind === 'mobile' ? 'tel' : 'email'}
            placeholder={t(kind === 'mobile' ? 'auth:placeholders.mobile' : 'auth:placeholders.email')}
          />
        </Form.Item>
        {kind && <CodeField form={form} numberField="value" type="change" category={kind} testId={testId} />}
      </Form>
    </Modal>
  );
}
