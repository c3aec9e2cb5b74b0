import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SandboxSamples } from '../../ocean';
import { useSandboxSamples } from '../hooks/use-sandbox-samples';
import { NumberChips } from './number-chips';

const KINDS = [
  ['bookings', 'booking'],
  ['billsOfLading', 'bill'],
  ['containers', 'container'],
] as const satisfies readonly (readonly [keyof SandboxSamples, string])[];

/**
 * "Try a sample": a booking, a B/L and a container of the sandbox world, more on demand. A pick
 * brings the sample's carrier along (AUTO cannot tell a numeric booking's or a leased box's).
 * Hidden without a sandbox.
 */
export function SampleChips({ onPick }: { onPick: (number: string, carrierCode?: string) => void }) {
  const { t } = useTranslation('oceanSearch');
  const samples = useSandboxSamples();
  const [all, setAll] = useState(false);
  if (!samples.data) return null;
  const data = samples.data;
  const depth = Math.max(...KINDS.map(([key]) => data[key]?.length ?? 0));
  const items: { number: string; hint: string }[] = [];
  for (let i = 0; i < (all ? depth : 1); i++) {
    for (const [key, hint] of KINDS) {
      const number = data[key]?.[i];
      if (number) items.push({ number, hint: t(`samples.${hint}`) });
    }
  }
  return (
    <NumberChips
      label={t('samples.label')}
      items={items}
      onPick={(number) => onPick(number, data.carriers?.[number])}
      testId="search-sample-chip"
      extra={
        depth > 1 && (
          <Button type="link" size="small" onClick={() => setAll(!all)} data-testid="search-samples-more">
            {all ? t('samples.fewer') : t('samples.more')}
          </Button>
        )
      }
    />
  );
}
