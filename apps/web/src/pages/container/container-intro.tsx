import {
  AlertOutlined,
  DeploymentUnitOutlined,
  FieldTimeOutlined,
  FileSearchOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IntroBlocks } from '../../shared/ui/intro-blocks';

// What tracking gives beyond the carrier's own page (platform.md §1): one block each.
const BLOCKS: { key: string; icon: ReactNode }[] = [
  { key: 'recognition', icon: <FileSearchOutlined /> },
  { key: 'multimodal', icon: <DeploymentUnitOutlined /> },
  { key: 'warnings', icon: <AlertOutlined /> },
  { key: 'eta', icon: <FieldTimeOutlined /> },
];

/** Short blocks under the search explaining what a tracked shipment shows. */
export function ContainerIntro() {
  const { t } = useTranslation('oceanSearch');
  return (
    <IntroBlocks
      label={t('intro.label')}
      testIdPrefix="container-intro"
      blocks={BLOCKS.map((b) => ({ ...b, title: t(`intro.${b.key}.title`), text: t(`intro.${b.key}.text`) }))}
    />
  );
}
