import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import * as lists from './code-lists.js';
import { findSpecFile } from './event-schema.js';

// biome-ignore lint/suspicious/noExplicitAny: the spec's YAML
const schemas = (parse(readFileSync(findSpecFile(), 'utf8')) as any).components.schemas;
const enumOf = (name: string): string[] => schemas[name].enum;
const sorted = (codes: ReadonlySet<string>) => [...codes].sort();

describe('the 2.2 code lists are the spec’s', () => {
  it('each list equals the enum of its schema in tnt_v2.2.0_resolved.yaml', () => {
    expect(sorted(lists.TRANSPORT_EVENT_TYPE_CODES)).toEqual(enumOf('transportEventTypeCode').sort());
    expect(sorted(lists.EQUIPMENT_EVENT_TYPE_CODES)).toEqual(enumOf('equipmentEventTypeCode').sort());
    expect(sorted(lists.SHIPMENT_EVENT_TYPE_CODES)).toEqual(enumOf('shipmentEventTypeCode').sort());
    expect(sorted(lists.DOCUMENT_TYPE_CODES)).toEqual(enumOf('documentTypeCode').sort());
    expect(sorted(lists.FACILITY_TYPE_CODES)).toEqual(enumOf('facilityTypeCodeTRN').sort());
    expect(sorted(lists.FACILITY_CODE_LIST_PROVIDERS)).toEqual(enumOf('facilityCodeListProvider').sort());
    expect(sorted(lists.MODE_OF_TRANSPORT_CODES)).toEqual(enumOf('modeOfTransport').sort());
    expect(sorted(lists.EMPTY_INDICATOR_CODES)).toEqual(enumOf('emptyIndicatorCode').sort());
    expect(sorted(lists.REFERENCE_TYPES)).toEqual(enumOf('referenceType').sort());
    expect(sorted(lists.EVENT_TYPES)).toEqual([...schemas.eventTypes.items.enum].sort());
  });
});
