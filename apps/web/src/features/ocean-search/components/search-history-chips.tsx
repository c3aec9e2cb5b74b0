import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session/session-store';
import { clearSearchHistory } from '../search-history';
import { NumberChips } from './number-chips';

/** The numbers searched before (persisted in the session), newest first, with a clear button. */
export function SearchHistoryChips({ onPick }: { onPick: (number: string) => void }) {
  const { t } = useTranslation('oceanSearch');
  const history = useSession((s) => s.history);
  return (
    <NumberChips
      label={t('history.label')}
      items={history.map((number) => ({ number }))}
      onPick={onPick}
      testId="search-history-chip"
      extra={
        <Button
          type="link"
          size="small"
          onClick={() => clearSearchHistory()}
          data-testid="search-history-clear"
        >
          {t('history.clear')}
        </Button>
      }
    />
  );
}
