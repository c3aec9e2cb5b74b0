import { SearchOutlined } from '@ant-design/icons';
import { AUTO_CARRIER, StatusCode } from '@tracklane/domain';
import { Button, Input } from 'antd';
import type { TFunction } from 'i18next';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useThrottledClick } from '../../../shared/hooks/use-throttled-click';
import { useSubscribeNumbers } from '../hooks/use-subscribe-numbers';
import { resultsFromLocationState } from '../search-location-state';
import { countNumbers, prepareSearch, type SearchInputError } from '../search-numbers';
import type { SearchResult } from '../subscribe-numbers';
import { CarrierSelect } from './carrier-select';
import { SampleChips } from './sample-chips';
import { SearchHistoryChips } from './search-history-chips';
import { SearchResults } from './search-results';
import './ocean-search.css';

export interface OceanSearchBoxProps {
  /**
   * Called with the subscriptions made (and every number's outcome). One number → the caller
   * usually opens its detail; several → the list. Not called when nothing could be tracked: the
   * box then shows why. Without it the box shows the outcomes itself (the /tracking/ocean bar).
   */
  onSubscribed?: (ids: string[], results: SearchResult[]) => void;
  /** 'hero': large, with history and samples (/container); 'bar': compact (/tracking/ocean). */
  variant?: 'hero' | 'bar';
}

function errorText(t: TFunction<'oceanSearch'>, error: SearchInputError): string {
  switch (error.key) {
    case 'empty':
      return t('error.empty');
    case 'tooMany':
      return t('error.tooMany', { count: error.count, limit: error.limit });
    case 'containerFormat':
    case 'billFormat':
      return t(`error.${error.key}`, { numbers: error.numbers.join(', '), count: error.numbers.length });
  }
}

/**
 * The ocean search (platform.md §1, §5, §8): one or many B/L, booking or container numbers
 * (pasted from anywhere), the carrier (AUTO by default), a Track button throttled to one click a
 * second (views.md §9). Test ids: `search-input`, `search-carrier`, `search-submit`,
 * `search-error`, `search-count`, plus those of the result list and the chips.
 */
export function OceanSearchBox({ onSubscribed, variant = 'bar' }: OceanSearchBoxProps) {
  const { t } = useTranslation('oceanSearch');
  const location = useLocation();
  const [text, setText] = useState('');
  const [carrier, setCarrier] = useState<string>(AUTO_CARRIER);
  const [error, setError] = useState<SearchInputError | null>(null);
  const [results, setResults] = useState<SearchResult[] | null>(() =>
    resultsFromLocationState(location.state),
  );
  const subscribe = useSubscribeNumbers();
  const hero = variant === 'hero';
  const count = countNumbers(text);

  const track = async () => {
    if (subscribe.isPending) return;
    const prepared = prepareSearch(text);
    if (!prepared.ok) {
      setError(prepared.error);
      setResults(null);
      return;
    }
    setError(null);
    const outcome = await subscribe.mutateAsync({
      numbers: prepared.numbers,
      carrierCode: carrier === AUTO_CARRIER ? null : carrier,
    });
    const ids = outcome.flatMap((r) => (r.ok ? [r.id] : []));
    if (onSubscribed && ids.length > 0) {
      onSubscribed(ids, outcome);
      return;
    }
    setResults(outcome);
    if (ids.length === outcome.length) setText('');
  };
  const onTrack = useThrottledClick(() => void track());

  const pick = (number: string, carrierCode?: string) => {
    setText(number);
    setError(null);
    if (carrierCode) setCarrier(carrierCode);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter tracks, Shift+Enter starts a new line; an IME's Enter only confirms its candidate.
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      onTrack();
    }
  };

  return (
    <div className={`tl-search tl-search-${variant}`} data-testid="ocean-search-box">
      <div className="tl-search-row">
        <Input.TextArea
          className="tl-search-input"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t('placeholder')}
          autoSize={{ minRows: 1, maxRows: hero ? 6 : 4 }}
          aria-label={t('inputLabel')}
          aria-invalid={error !== null}
          status={error ? 'error' : undefined}
          size={hero ? 'large' : 'middle'}
          data-testid="search-input"
        />
        <div className="tl-search-actions">
          <CarrierSelect
            value={carrier}
            onChange={setCarrier}
            size={hero ? 'large' : 'middle'}
            warn={
              carrier === AUTO_CARRIER &&
              !!results?.some((r) => !r.ok && r.statusCode === StatusCode.CARRIER_NOT_DETERMINED)
            }
          />
          <Button
            type="primary"
            size={hero ? 'large' : 'middle'}
            icon={<SearchOutlined />}
            loading={subscribe.isPending}
            onClick={onTrack}
            data-testid="search-submit"
          >
            {t('track')}
          </Button>
        </div>
      </div>
      <div className="tl-search-meta">
        {error ? (
          <span className="tl-search-error" role="alert" data-testid="search-error">
            {errorText(t, error)}
          </span>
        ) : (
          count > 1 && (
            <span className="tl-search-count" data-testid="search-count">
              {t('count', { count })}
            </span>
          )
        )}
        {!error && count <= 1 && <span className="tl-search-tip">{t('tip')}</span>}
      </div>
      {results && <SearchResults results={results} onClose={() => setResults(null)} />}
      {hero && (
        <>
          <SearchHistoryChips onPick={pick} />
          <SampleChips onPick={pick} />
        </>
      )}
    </div>
  );
}
