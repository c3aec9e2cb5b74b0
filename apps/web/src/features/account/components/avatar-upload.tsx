import { UploadOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../app/message/message';
import { AVATAR_TYPES, checkAvatar } from '../../../shared/forms/validation';
import { useUpdateUserInfo, useUploadAvatar } from '../hooks/use-current-user';

/**
 * Avatar: type and size are checked here before the upload (png/jpeg/webp, 2 MB); the returned
 * URL is then saved as headimgurl. Test ids: `avatar-upload` (holds the file input), `avatar-image`.
 */
export function AvatarUpload({ src }: { src: string | null }) {
  const { t } = useTranslation('account');
  const message = useMessage();
  const upload = useUploadAvatar();
  const update = useUpdateUserInfo();

  const beforeUpload = (file: File) => {
    const problem = checkAvatar(file);
    if (problem) {
      void message.error(t(`auth:${problem}`));
      return Upload.LIST_IGNORE;
    }
    upload.mutate(file, {
      onSuccess: ({ headimgurl }) =>
        update.mutate({ headimgurl }, { onSuccess: () => void message.success(t('info.avatarSaved')) }),
    });
    // The request goes through our client (token, envelope), not antd's uploader.
    return false;
  };

  return (
    <div className="tl-avatar-row">
      <Avatar size={64} src={src ?? undefined} icon={<UserOutlined />} data-testid="avatar-image" />
      <div>
        <span data-testid="avatar-upload">
          <Upload
            accept={AVATAR_TYPES.join(',')}
            showUploadList={false}
            beforeUpload={beforeUpload}
            maxCount={1}
          >
            <Button icon={<UploadOutlined />} loading={upload.isPending || update.isPending}>
              {t('info.changeAvatar')}
            </Button>
          </Upload>
        </span>
        <div className="tl-avatar-hint">{t('info.avatarHint')}</div>
      </div>
    </div>
  );
}
