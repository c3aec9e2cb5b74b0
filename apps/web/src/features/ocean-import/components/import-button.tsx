import { UploadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImportDialog } from './import-dialog';

/** "Import" on the ocean list page: opens the bulk import dialog. Test id: import-open. */
export function ImportButton() {
  const { t } = useTranslation('oceanImport');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<UploadOutlined />} onClick={() => setOpen(true)} data-testid="import-open">
        {t('button')}
      </Button>
      <ImportDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
