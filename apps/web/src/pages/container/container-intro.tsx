import {
  AlertOutlined,
  DeploymentUnitOutlined,
  FieldTimeOutlined,
  FileSearchOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

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
    <section className="tl-container-intro" aria-label={t('intro.label')}>
      {BLOCKS.map((b) => (
        <article key={b.key} className="tl-container-block" data-testid={`container-intro-${b.key}`}>
          <span className="tl-container-block-icon" aria-hidden>
            {b.icon}
          </span>
          <h2>{t(`intro.${b.key}.title`)}</h2>
          <p>{t(`intro.${b.key}.text`)}</p>
        </article>
      ))}
    </section>
  );
}
