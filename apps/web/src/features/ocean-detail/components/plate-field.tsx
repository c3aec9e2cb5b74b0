import { CarOutlined, InfoCircleOutlined } from '@ant-design/icons';
import { Button, Input, Select, Space, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../app/message/message';
import {
  isValidPlate,
  normalizePlate,
  PLATE_INPUT_LENGTH,
  PROVINCES,
  splitPlate,
} from '../model/plate-rules';
import { readPlate, writePlate } from '../model/plate-store';

const PROVINCE_OPTIONS = PROVINCES.map((p) => ({ value: p, label: p }));

/**
 * The truck plate of a box leaving a Chinese port (views.md §2, §5): province picked, then
 * exactly 6 characters. Only remembered in this browser (see plate-store.ts) — it does not track
 * the truck, and the tooltip says so.
 */
export function PlateField({ container, readOnly }: { container: string; readOnly: boolean }) {
  const { t } = useTranslation('oceanDetail');
  const message = useMessage();
  const stored = readPlate(container);
  const initial = splitPlate(stored ?? '');
  const [province, setProvince] = useState(initial.province || '沪');
  const [rest, setRest] = useState(initial.rest);
  const [touched, setTouched] = useState(false);
  const plate = `${province}${rest}`;
  const valid = rest.length === PLATE_INPUT_LENGTH && isValidPlate(plate);

  const onInput = (value: string) => {
    // A whole plate pasted in ("ZJ-A12345", "沪A12345") fills both fields.
    const normal = normalizePlate(value);
    if (normal.length === PLATE_INPUT_LENGTH + 1 && PROVINCES.includes(normal.slice(0, 1))) {
      setProvince(normal.slice(0, 1));
      setRest(normal.slice(1));
    } else setRest(normal.slice(0, PLATE_INPUT_LENGTH));
    setTouched(true);
  };

  // A read-only view (embed, share link) with no plate saved here has nothing to show.
  if (readOnly && !stored) return null;

  return (
    <div className="tl-od-plate" data-testid={`plate-field-${container}`}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 6, marginBottom: 4 }}>
        <CarOutlined />
        <span>{t('plate.label')}</span>
        <Tooltip title={t('plate.note')}>
          <InfoCircleOutlined className="tl-od-muted" data-testid="plate-note" />
        </Tooltip>
      </div>
      <Space.Compact style={{ width: '100%' }}>
        <Select
          aria-label={t('plate.province')}
          value={province}
          options={PROVINCE_OPTIONS}
          onChange={setProvince}
          disabled={readOnly}
          style={{ width: 64 }}
          showSearch
        />
        <Input
          value={rest}
          maxLength={PLATE_INPUT_LENGTH + 3}
          placeholder={t('plate.placeholder')}
          status={touched && !valid ? 'error' : undefined}
          disabled={readOnly}
          onChange={(e) => onInput(e.target.value)}
          data-testid="plate-input"
        />
        {!readOnly && (
          <Button
            disabled={!valid || plate === stored}
            onClick={() => {
              writePlate(container, plate);
              void message.success(t('plate.saved'));
              setTouched(false);
            }}
            data-testid="plate-save"
          >
            {t('plate.save')}
          </Button>
        )}
      </Space.Compact>
      {touched && !valid && (
        <div style={{ color: '#cf1322', fontSize: 12, marginTop: 2 }} data-testid="plate-error">
          {t('plate.invalid')}
        </div>
      )}
    </div>
  );
}
