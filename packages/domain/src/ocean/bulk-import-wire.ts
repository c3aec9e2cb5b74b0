import { z } from 'zod';
import type { Language } from '../i18n/languages.js';

/** At most this many data rows in one file or paste (issue 22); more → 40000 naming the limit. */
export const IMPORT_MAX_ROWS = 5000;
/** An upload larger than this is stopped while it streams (multipart limit) → 40000. */
export const IMPORT_MAX_BYTES = 50 * 1024 * 1024;
/** A pasted text (JSON {text}) longer than this → 40000; 5,000 lines of 4 cells fit easily. */
export const IMPORT_MAX_TEXT_CHARS = 2_000_000;
/** A preview not confirmed within this long is gone (40400 on confirm). */
export const IMPORT_PREVIEW_TTL_MS = 86_400_000;

/**
 * Which field of the subscribe call a number goes in, guessed as the search box does: the ISO
 * 6346 shape (3 letters, U/J/Z, 7 digits) is a container, anything else a B/L (booking numbers
 * are sent as B/L numbers: the subscribe call has no booking field).
 */
export const IMPORT_NUMBER_KINDS = ['container', 'bill'] as const;
export type ImportNumberKind = (typeof IMPORT_NUMBER_KINDS)[number];

/**
 * A preview row's verdict. ok: will be subscribed; invalid: the number (or remark) breaks the
 * subscribe rules; duplicate: the same number earlier in the file; unknown-carrier: the carrier
 * given is not one we know, or none given and none can be detected; already-tracked: the
 * organisation tracks the number already (left as it is); over-limit: a valid row past what the
 * edition's remaining yearly volume allows.
 */
export const IMPORT_ROW_STATUSES = [
  'ok',
  'invalid',
  'duplicate',
  'unknown-carrier',
  'already-tracked',
  'over-limit',
] as const;
export type ImportRowStatus = (typeof IMPORT_ROW_STATUSES)[number];

/** What the job did with a row. `skipped`: not ok in the preview, so not attempted. */
export const IMPORT_RESULTS = ['subscribed', 'already-tracked', 'over-limit', 'skipped', 'failed'] as const;
export type ImportResult = (typeof IMPORT_RESULTS)[number];

export const ZImportPreviewRow = z.object({
  /** The row's number in the file as a spreadsheet shows it (header = 1 when there is one). */
  row: z.number().int(),
  number: z.string(),
  kind: z.enum(IMPORT_NUMBER_KINDS),
  /** The carrier given, or the one detected; '' when neither. */
  carrier: z.string(),
  remark: z.string(),
  client: z.string(),
  status: z.enum(IMPORT_ROW_STATUSES),
  /** Why, in the request's language; '' for ok rows. */
  message: z.string(),
});
export type ImportPreviewRow = z.infer<typeof ZImportPreviewRow>;

export const ZImportCounts = z.object(
  Object.fromEntries(IMPORT_ROW_STATUSES.map((s) => [s, z.number().int()])) as Record<
    ImportRowStatus,
    z.ZodNumber
  >,
);
export type ImportCounts = z.infer<typeof ZImportCounts>;

export const ZImportPreview = z.object({
  id: z.uuid(),
  total: z.number().int(),
  counts: ZImportCounts,
  /** How many more subscriptions the edition's yearly volume allows now. */
  remainingVolume: z.number().int(),
  /** How many rows will be subscribed (the ok rows; over-limit ones are past the volume). */
  fits: z.number().int(),
  expiresAt: z.string(),
  /** The first rows (at most 500; the rest by GET …/import/:id). */
  rows: z.array(ZImportPreviewRow),
});
export type ImportPreview = z.infer<typeof ZImportPreview>;

/** POST /application/ocean/import/preview with JSON: cells pasted from a spreadsheet. */
export const ZImportTextBody = z.object({ text: z.string().max(IMPORT_MAX_TEXT_CHARS) });

/** POST /application/ocean/import: confirm a preview; its ok rows are subscribed by a job. */
export const ZImportStartBody = z.object({ previewId: z.uuid() });

export const IMPORT_JOB_STATUSES = ['preview', 'queued', 'running', 'done', 'failed'] as const;
export type ImportJobStatus = (typeof IMPORT_JOB_STATUSES)[number];

export const ZImportResultCounts = z.object(
  Object.fromEntries(IMPORT_RESULTS.map((s) => [s, z.number().int()])) as Record<ImportResult, z.ZodNumber>,
);
export type ImportResultCounts = z.infer<typeof ZImportResultCounts>;

export const ZImportResultRow = ZImportPreviewRow.extend({
  /** Null until the job has taken the row. */
  result: z.enum(IMPORT_RESULTS).nullable(),
  resultMessage: z.string(),
  subscriptionId: z.string().nullable(),
});
export type ImportResultRow = z.infer<typeof ZImportResultRow>;

export const ZImportJob = z.object({
  id: z.uuid(),
  status: z.enum(IMPORT_JOB_STATUSES),
  total: z.number().int(),
  counts: ZImportCounts,
  /** Rows the job is to subscribe (the ok rows when confirmed) and how many it has taken. */
  toImport: z.number().int(),
  processed: z.number().int(),
  /** 0–100. */
  progress: z.number().int(),
  results: ZImportResultCounts,
  /** Why a `failed` import stopped, in the uploader's language; null otherwise. */
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  expiresAt: z.string(),
  page: z.number().int(),
  pageSize: z.number().int(),
  rows: z.array(ZImportResultRow),
});
export type ImportJob = z.infer<typeof ZImportJob>;

export const ZImportJobQuery = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(100),
  /** Only rows of these preview statuses (comma-separated), e.g. the bad ones. */
  status: z
    .string()
    .optional()
    .transform((s) =>
      s ? s.split(',').filter((x): x is ImportRowStatus => isImportRowStatus(x)) : undefined,
    ),
});

export const ZImportId = z.object({ id: z.uuid() });

function isImportRowStatus(value: string): value is ImportRowStatus {
  return (IMPORT_ROW_STATUSES as readonly string[]).includes(value);
}

export function emptyImportCounts(): ImportCounts {
  return Object.fromEntries(IMPORT_ROW_STATUSES.map((s) => [s, 0])) as ImportCounts;
}

export function emptyImportResultCounts(): ImportResultCounts {
  return Object.fromEntries(IMPORT_RESULTS.map((s) => [s, 0])) as ImportResultCounts;
}

/** Header names a first row may use, per column (zh, en, jp), compared lower-cased, spaces removed. */
export const IMPORT_HEADER_ALIASES = {
  number: [
    'number',
    'no',
    'no.',
    'bl',
    'b/l',
    'blno',
    'b/lno',
    'billnumber',
    'container',
    'containerno',
    'containernumber',
    'booking',
    'bookingno',
    'reference',
    'trackingnumber',
    '单号',
    '提单号',
    '箱号',
    '订舱号',
    '编号',
    '運單號',
    '提單號',
    '番号',
    'b/l番号',
    'bl番号',
    'コンテナ番号',
    '船荷証券番号',
    'ブッキング番号',
    '追跡番号',
  ],
  carrier: [
    'carrier',
    'carriercode',
    'scac',
    'shippingline',
    '船公司',
    '承运人',
    '船公司代码',
    '船会社',
    'キャリア',
  ],
  remark: ['remark', 'remarks', 'note', 'notes', 'comment', '备注', '備註', '備考', 'メモ'],
  client: ['client', 'customer', 'consignee', '客户', '客戶', '委托方', '顧客', '取引先', 'クライアント'],
} as const;
export type ImportColumn = keyof typeof IMPORT_HEADER_ALIASES;

type ImportMessageKey =
  | 'tooManyRows'
  | 'tooLarge'
  | 'corrupt'
  | 'bomb'
  | 'fileType'
  | 'empty'
  | 'noFile'
  | 'encoding'
  | 'duplicate'
  | 'unknownCarrier'
  | 'undetectedCarrier'
  | 'alreadyTracked'
  | 'overLimit'
  | 'formulaNoValue'
  | 'clientTooLong'
  | 'previewGone'
  | 'alreadyStarted'
  | 'interrupted'
  | 'importStopped';

const IMPORT_MESSAGES: Record<
  Language,
  Record<ImportMessageKey, (p: Record<string, string | number>) => string>
> = {
  en: {
    tooManyRows: (p) => `at most ${p.limit} rows per file (${p.count} given)`,
    tooLarge: (p) => `the file is larger than ${p.mb} MB`,
    corrupt: () => 'the file cannot be read: not a valid .xlsx or .csv',
    bomb: (p) =>
      `the .xlsx would unpack to more than ${p.mb} MB (or is packed suspiciously tightly): refused`,
    fileType: () => 'choose an .xlsx or a .csv file',
    empty: () => 'no rows to import',
    noFile: () => 'send a file (field "file") or pasted cells ({text})',
    encoding: () => 'the CSV is neither UTF-8 nor GBK text',
    duplicate: (p) => `the same number as row ${p.row}`,
    unknownCarrier: (p) => `unknown carrier "${p.carrier}"`,
    undetectedCarrier: () => 'the carrier cannot be told from the number: add a carrier column',
    alreadyTracked: () => 'already tracked by your organisation',
    overLimit: (p) => `past your edition's remaining yearly volume (${p.remaining})`,
    formulaNoValue: () => 'a formula without a computed value (save the sheet in a spreadsheet first)',
    clientTooLong: (p) => `the client has at most ${p.max} characters`,
    previewGone: () => 'this preview has expired or does not exist: upload the file again',
    alreadyStarted: () => 'this import has already been started',
    interrupted: () => 'not subscribed: the import stopped on a server error; import this row again',
    importStopped: () =>
      'The import stopped on a server error. Rows without a result were not subscribed: import them again.',
  },
  zh: {
    tooManyRows: (p) => `每个文件最多 ${p.limit} 行（当前 ${p.count} 行）`,
    tooLarge: (p) => `文件超过 ${p.mb} MB`,
    corrupt: () => '无法读取文件：不是有效的 .xlsx 或 .csv',
    bomb: (p) => `该 .xlsx 解压后超过 ${p.mb} MB（或压缩比异常），已拒绝`,
    fileType: () => '请选择 .xlsx 或 .csv 文件',
    empty: () => '没有可导入的行',
    noFile: () => '请上传文件（字段 file）或粘贴单元格（{text}）',
    encoding: () => 'CSV 既不是 UTF-8 也不是 GBK 编码',
    duplicate: (p) => `与第 ${p.row} 行单号重复`,
    unknownCarrier: (p) => `未知船公司“${p.carrier}”`,
    undetectedCarrier: () => '无法从单号识别船公司：请添加船公司列',
    alreadyTracked: () => '贵组织已在跟踪该单号',
    overLimit: (p) => `超出当前版本剩余年度额度（剩余 ${p.remaining}）`,
    formulaNoValue: () => '公式单元格没有计算结果（请先在表格软件中保存）',
    clientTooLong: (p) => `客户最多 ${p.max} 个字符`,
    previewGone: () => '预览已过期或不存在，请重新上传文件',
    alreadyStarted: () => '该导入已开始',
    interrupted: () => '未订阅：导入因服务器错误中止，请重新导入此行',
    importStopped: () => '导入因服务器错误中止。没有结果的行未订阅，请重新导入。',
  },
  jp: {
    tooManyRows: (p) => `1ファイル最大${p.limit}行です（${p.count}行あります）`,
    tooLarge: (p) => `ファイルが${p.mb} MBを超えています`,
    corrupt: () => 'ファイルを読み込めません：有効な .xlsx または .csv ではありません',
    bomb: (p) => `この .xlsx は展開すると${p.mb} MBを超えます（または圧縮率が異常です）：拒否しました`,
    fileType: () => '.xlsx または .csv ファイルを選択してください',
    empty: () => '取り込む行がありません',
    noFile: () => 'ファイル（file）または貼り付けたセル（{text}）を送ってください',
    encoding: () => 'CSV が UTF-8 でも GBK でもありません',
    duplicate: (p) => `${p.row}行目と同じ番号です`,
    unknownCarrier: (p) => `不明な船会社「${p.carrier}」`,
    undetectedCarrier: () => '番号から船会社を判別できません：船会社の列を追加してください',
    alreadyTracked: () => '組織で既に追跡中です',
    overLimit: (p) => `エディションの年間残り枠（${p.remaining}）を超えています`,
    formulaNoValue: () => '計算結果のない数式です（表計算ソフトで保存してください）',
    clientTooLong: (p) => `顧客は${p.max}文字以内です`,
    previewGone: () => 'このプレビューは期限切れか存在しません：もう一度アップロードしてください',
    alreadyStarted: () => 'この取り込みは既に開始されています',
    interrupted: () => '未登録：サーバーエラーで取り込みが中断しました。この行をもう一度取り込んでください',
    importStopped: () =>
      'サーバーエラーで取り込みが中断しました。結果のない行は登録されていません。もう一度取り込んでください。',
  },
};

/** A bulk import message in the caller's language (server answers and per-row reasons). */
export function importMessage(
  key: ImportMessageKey,
  language: Language,
  params: Record<string, string | number> = {},
): string {
  return IMPORT_MESSAGES[language][key](params);
}

/** Guess the number's kind (see IMPORT_NUMBER_KINDS). */
export function importNumberKind(number: string): ImportNumberKind {
  return /^[A-Z]{3}[UJZ]\d{7}$/.test(number) ? 'container' : 'bill';
}
