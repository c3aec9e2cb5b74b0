/**
 * Container terminals of the ports this provider covers. US terminals carry their real FIRMS
 * codes (the code US terminal-availability APIs key on), from Terminal49's coverage list
 * (../shared/data/carriers/terminal49_terminals.csv). For CN, KR and JP ports the names are the
 * ports' well-known container terminals; their codes are sandbox codes (no public list of SMDG
 * codes is committed; they keep to SMDG's six characters, so Track & Trace can send them as
 * facility codes). Ports not listed get generic terminals named after the port.
 */
import type { Port } from '../model.js';
import { rngFor } from '../rng.js';

export interface TerminalRef {
  code: string;
  name: string;
}

const T = (code: string, name: string): TerminalRef => ({ code, name });

const TERMINALS: Readonly<Record<string, readonly TerminalRef[]>> = {
  USLAX: [
    T('W185', 'APM Terminals'),
    T('Y124', 'Everport Terminal Services'),
    T('Y257', 'Fenix Marine Services'),
    T('Y258', 'TraPac LA'),
    T('Y773', 'West Basin Container Terminal'),
    T('Y790', 'Yusen Terminals'),
  ],
  USLGB: [
    T('Y309', 'International Transportation Service'),
    T('WAC8', 'Long Beach Container Terminal'),
    T('W182', 'Pacific Container Terminal'),
    T('Z978', 'SSA Pier A'),
    T('Z952', 'Total Terminals International'),
  ],
  USOAK: [
    T('WBA5', 'Ben E. Nutter Terminal'),
    T('Z985', 'Oakland International Container Terminal'),
    T('Y549', 'TraPac Terminal'),
  ],
  USNYC: [
    T('E364', 'GCT Bayonne'),
    T('E005', 'GCT New York LP'),
    T('E416', 'Maher Terminals'),
    T('E425', 'Port Elizabeth'),
    T('F577', 'Port Newark Container Terminal'),
  ],
  USSAV: [T('L737', 'Garden City Terminals')],
  USCHS: [T('LCT9', 'Hugh K. Leatherman Terminal'), T('N598', 'Wando Welch Terminal')],
  USORF: [T('L005', 'Norfolk International Terminals'), T('N195', 'Virginia International Gateway')],
  USHOU: [T('S787', 'Barbours Cut Terminal'), T('V136', 'Bayport Container Terminal')],
  USSEA: [T('X117', 'SSA Terminal 18'), T('Y400', 'Terminal 5')],
  USTIW: [T('Z693', 'Husky Terminal'), T('X215', 'Pierce County Terminal')],
  USMIA: [
    T('L239', 'Port of Miami Terminal Operating Company'),
    T('N775', 'South Florida Container Terminal'),
  ],
  USBAL: [T('C324', 'Seagirt Terminal')],
  USJAX: [T('N296', 'Blount Island Terminal'), T('M029', 'Trapac Jacksonville Terminal')],
  CNSHA: [
    T('SGHSD', 'Shanghai Shengdong International Container Terminal'),
    T('SGHGD', 'Shanghai Guandong International Container Terminal'),
    T('SGHMD', 'Shanghai Mingdong Container Terminals'),
  ],
  CNNGB: [
    T('NGBBL2', 'Ningbo Beilun Second Container Terminal'),
    T('NGBMS', 'Ningbo Meishan Island International Container Terminal'),
  ],
  CNYTN: [T('YICT', 'Yantian International Container Terminals')],
  CNSHK: [T('SCT', 'Shekou Container Terminals')],
  CNTAO: [T('QQCT', 'Qingdao Qianwan Container Terminal')],
  CNXMN: [T('XMNHT', 'Xiamen Haitian Container Terminal')],
  CNTXG: [T('FICT', 'Tianjin Five Continents International Container Terminal')],
  KRPUS: [
    T('PNC', 'Pusan Newport Company'),
    T('HJNC', 'Hanjin Busan New Port'),
    T('BNCT', 'BNCT Busan New Container Terminal'),
  ],
  KRINC: [T('ICT', 'Incheon Container Terminal'), T('SNCT', 'Sun Kwang New Container Terminal')],
  JPTYO: [T('TYOOI', 'Oi Container Terminal'), T('TYOAOM', 'Aomi Container Terminal')],
  JPYOK: [T('YOKMH', 'Minami-Honmoku Container Terminal'), T('YOKHD', 'Honmoku D Terminal')],
  JPUKB: [T('UKBPI', 'Port Island Container Terminal'), T('UKBRK', 'Rokko Island Container Terminal')],
  JPNGO: [T('NGOTB', 'Tobishima Container Terminal')],
};

/** The terminals of a port, looked up by its canonical code or any alias. */
export function terminalsOf(port: Port): readonly TerminalRef[] {
  for (const code of [port.locode, ...port.aliases]) {
    const listed = TERMINALS[code];
    if (listed) return listed;
  }
  const short = port.locode.slice(2);
  return [
    T(`${short}CT1`, `${port.name} Container Terminal 1`),
    T(`${short}CT2`, `${port.name} Container Terminal 2`),
  ];
}

/**
 * The terminal a vessel call works at: the call's facility code when the world knows it,
 * otherwise one drawn per call, so every box of the same call lands at the same terminal.
 */
export function terminalOfCall(
  seed: number,
  port: Port,
  facilityCode: string | null,
  callKey: string,
): TerminalRef {
  const terminals = terminalsOf(port);
  if (facilityCode) return terminals.find((t) => t.code === facilityCode) ?? T(facilityCode, facilityCode);
  return rngFor(seed, 'terminal', port.locode, callKey).pick(terminals);
}

/**
 * The terminal a service works at in a port: fixed per service and port, as liner services
 * keep their berth windows at one terminal week after week.
 */
export function serviceTerminal(seed: number, port: Port, serviceCode: string): TerminalRef {
  return rngFor(seed, 'terminal', port.locode, serviceCode).pick(terminalsOf(port));
}

/** A terminal's name from its code at a port (null for codes this sandbox does not know). */
export function terminalName(port: Port, code: string): string | null {
  return terminalsOf(port).find((t) => t.code === code)?.name ?? null;
}
