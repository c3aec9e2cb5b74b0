import { describe, expect, it } from 'vitest';
import { readJson } from './csv.js';
import { loadReferenceData } from './index.js';

interface SeaPortsEntry {
  unlocs?: string[];
}

const ref = loadReferenceData();
const aliases = (readJson(ref.dataDir, 'ports/port-aliases.json') as { aliases: Record<string, string[]> })
  .aliases;
const seaPorts = readJson(ref.dataDir, 'ports/sea-ports_ports.json') as Record<string, SeaPortsEntry>;

describe('port aliases', () => {
  it('resolve the codes carriers write for Qingdao, Dalian, Xiamen and Yantai to one seaport', () => {
    for (const [alias, canonical, name] of [
      ['CNTAO', 'CNQIN', 'Qingdao'],
      ['CNDLC', 'CNDAL', 'Dalian'],
      ['CNXMN', 'CNXAM', 'Xiamen'],
      ['CNYNT', 'CNYTG', 'Yantai'],
    ] as const) {
      const port = ref.ports.get(alias.toLowerCase());
      expect(port?.locode, alias).toBe(canonical);
      expect(port?.name).toContain(name);
      expect(ref.ports.get(canonical)).toBe(port);
      expect(port?.aliases).toContain(alias);
      expect(ref.ports.all().filter((p) => p.locode === alias)).toEqual([]);
    }
  });

  it('only pair codes that sea-ports lists as one port, each alias under one canonical code', () => {
    const seen = new Set<string>();
    for (const [canonical, others] of Object.entries(aliases)) {
      expect(ref.ports.get(canonical)?.locode, canonical).toBe(canonical);
      for (const alias of others) {
        expect(seen.has(alias), `${alias} listed twice`).toBe(false);
        seen.add(alias);
        expect(seaPorts[canonical]?.unlocs ?? [], `${canonical}/${alias}`).toContain(alias);
      }
    }
  });

  it('leaves Tianjin and Guangdong Xingang apart, where the sources disagree', () => {
    expect(ref.ports.get('CNXGA')?.lat).toBeLessThan(30);
    expect(ref.ports.get('CNTXG')?.lat).toBeGreaterThan(38);
  });
});
