import { Checkbox, Form, Input, Modal, Radio } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formRules } from '../../../shared/forms/form-rules';
import {
  DATA_SCOPES,
  type DataScope,
  PERMISSIONS,
  type PermissionGroup,
  type PermissionGroupInput,
} from '../api/enterprise-types';
import { useSavePermissionGroup } from '../hooks/use-permission-groups';

/**
 * Creates (group undefined) or edits a permission group: name, permission checkboxes, data scope.
 * Test ids: `group-form-name`, `group-perm-<permission>`, `group-scope-<scope>`, `group-form-ok`.
 */
export function PermissionGroupModal({
  open,
  group,
  allowedScopes,
  onClose,
}: {
  open: boolean;
  group: PermissionGroup | undefined;
  /** The data scopes the edition offers; others are shown disabled. */
  allowedScopes: readonly DataScope[];
  onClose(): void;
}) {
  const { t } = useTranslation('enterprise');
  const rules = formRules(t);
  const [form] = Form.useForm<PermissionGroupInput>();
  const save = useSavePermissionGroup();

  useEffect(() => {
    if (open) {
      form.setFieldsValue(group ?? { name: '', permissions: ['company.view'], dataScope: 'related' });
    }
  }, [open, group, form]);

  const onFinish = (v: PermissionGroupInput) =>
    save.mutate({ id: group?.id, body: { ...v, name: v.name.trim() } }, { onSuccess: onClose });

  return (
    <Modal
      open={open}
      title={t(group ? 'groups.editTitle' : 'groups.createTitle')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('actions.save')}
      cancelText={t('actions.cancel')}
      confirmLoading={save.isPending}
      okButtonProps={{ 'data-testid': 'group-form-ok' } as never}
      destroyOnHidden
    >
      <Form<PermissionGroupInput> form={form} layout="vertical" onFinish={onFinish}>
        <Form.Item name="name" label={t('groups.name')} rules={rules.required}>
          <Input maxLength={64} data-testid="group-form-name" />
        </Form.Item>
        <Form.Item name="permissions" label={t('groups.permissions')}>
          <Checkbox.Group style={{ display: 'grid', gap: 8 }}>
            {PERMISSIONS.map((p) => (
              <Checkbox key={p} value={p} data-testid={`group-perm-${p}`}>
                {t(`permissions.${p.replace('.', '_')}`)}
              </Checkbox>
            ))}
          </Checkbox.Group>
        </Form.Item>
        <Form.Item
          name="dataScope"
          label={t('groups.dataScope')}
          extra={DATA_SCOPES.some((s) => !allowedScopes.includes(s)) ? t('groups.scopeByEdition') : undefined}
        >
          <Radio.Group>
            {DATA_SCOPES.map((s) => (
              <Radio key={s} value={s} disabled={!allowedScopes.includes(s)} data-testid={`group-scope-${s}`}>
                {t(`scopes.${s}`)}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
      </Form>
    </Modal>
  );
}
