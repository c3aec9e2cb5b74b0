import { Checkbox, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RuleFormValues } from '../model/rule-form';

/**
 * The messaging-app channel of the rule form: a checkbox once the member bound a messaging-app
 * account, else a link to where they bind one (Account security → Bound accounts), since the
 * server refuses the channel without it.
 */
export function MsgappChannel({ bound }: { bound: boolean }) {
  const { t } = useTranslation('notifications');
  if (bound)
    return (
      // Not noStyle: the server's problem with the channel shows under the box.
      <Form.Item<RuleFormValues> name="msgapp" valuePropName="checked" className="tl-rule-msgapp-item">
        <Checkbox data-testid="rule-msgapp">{t('settings.msgapp')}</Checkbox>
      </Form.Item>
    );
  return (
    <div className="tl-rule-msgapp-unbound">
      <Checkbox checked={false} disabled>
        {t('settings.msgapp')}
      </Checkbox>
      <span className="tl-rule-help">
        {t('settings.msgappUnbound')}{' '}
        <Link to="/user/settings/auth" data-testid="rule-msgapp-bind">
          {t('settings.msgappBind')}
        </Link>
      </span>
    </div>
  );
}
