import { CheckCircleFilled, CloseCircleFilled, CloseOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SearchResult } from '../subscribe-numbers';

/**
 * The outcome of each number of a search, one compact row each: tracked, or why not. Test ids:
 * `search-results`, `search-result-<number>` (data-status ok|error), `search-results-close`.
 */
export function SearchResults({ results, onClose }: { results: SearchResult[]; onClose?: () => void }) {
  const { t } = useTranslation('oceanSearch');
  const ok = results.filter((r) => r.ok).length;
  return (
    <section className="tl-search-results" data-testid="search-results" aria-live="polite">
      <header>
        <span>{t('results.summary', { ok, failed: results.length - ok })}</span>
        {onClose && (
          <Button
            type="text"
            size="small"
            icon={<CloseOutlined />}
            aria-label={t('results.close')}
            onClick={onClose}
            data-testid="search-results-close"
          />
        )}
      </header>
      <ul>
        {results.map((r) => (
          <li key={r.number} data-testid={`search-result-${r.number}`} data-status={r.ok ? 'ok' : 'error'}>
            {r.ok ? (
              <CheckCircleFilled className="tl-search-ok" aria-hidden />
            ) : (
              <CloseCircleFilled className="tl-search-fail" aria-hidden />
            )}
            <span className="tl-search-number">{r.number}</span>
            <span className="tl-search-kind">{t(`kind.${r.kind}`)}</span>
            <span className={r.ok ? 'tl-search-reason tl-search-reason-ok' : 'tl-search-reason'}>
              {r.ok ? t('results.tracked') : r.reason}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
