import type { Language } from '../i18n/languages.js';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../validation/password.js';

/**
 * What is wrong with one field of a request, as a sentence that names the field in words, in the
 * three interface languages. A 40000 built from these never shows a wire name such as `roundCode`
 * to a user (the wire name stays in `data.issues[].field` for API clients).
 */
const PROBLEMS = {
  required: { en: '{label} is required', zh: '{label}不能为空', jp: '{label}を入力してください' },
  invalid: { en: '{label} is not valid', zh: '{label}格式不正确', jp: '{label}の形式が正しくありません' },
  tooLong: {
    en: '{label} is too long (at most {max})',
    zh: '{label}过长（最多 {max}）',
    jp: '{label}が長すぎます（最大 {max}）',
  },
  tooShort: {
    en: '{label} is too short (at least {min})',
    zh: '{label}过短（至少 {min}）',
    jp: '{label}が短すぎます（最小 {min}）',
  },
  usernameLength: {
    en: 'username must be 2 to {max} characters',
    zh: '用户名须为 2 到 {max} 个字符',
    jp: 'ユーザー名は 2〜{max} 文字にしてください',
  },
  usernameShape: {
    en: 'username must not contain spaces or look like an e-mail address or phone number',
    zh: '用户名不能包含空格，也不能像邮箱地址或手机号',
    jp: 'ユーザー名に空白は使えず、メールアドレスや電話番号の形にもできません',
  },
  usernameTaken: {
    en: 'username is already taken',
    zh: '用户名已被占用',
    jp: 'このユーザー名は既に使われています',
  },
  accountTaken: {
    en: 'username, e-mail or mobile number is already taken',
    zh: '用户名、邮箱或手机号已被占用',
    jp: 'ユーザー名、メールアドレスまたは携帯電話番号は既に使われています',
  },
  passwordLength: {
    en: `password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`,
    zh: `密码须为 ${PASSWORD_MIN_LENGTH} 到 ${PASSWORD_MAX_LENGTH} 个字符`,
    jp: `パスワードは ${PASSWORD_MIN_LENGTH}〜${PASSWORD_MAX_LENGTH} 文字にしてください`,
  },
  passwordMismatch: {
    en: 'the two passwords do not match',
    zh: '两次输入的密码不一致',
    jp: '2 つのパスワードが一致しません',
  },
  oldPasswordWrong: { en: 'old password is wrong', zh: '原密码错误', jp: '現在のパスワードが違います' },
  emailInvalid: {
    en: 'e-mail address is not valid',
    zh: '邮箱地址格式不正确',
    jp: 'メールアドレスの形式が正しくありません',
  },
  mobileInvalid: {
    en: 'mobile number must be a mainland China mobile number',
    zh: '手机号须为中国大陆手机号',
    jp: '携帯電話番号は中国本土の番号にしてください',
  },
  contactInvalid: {
    en: 'must be an e-mail address or a mainland China mobile number',
    zh: '请输入邮箱地址或中国大陆手机号',
    jp: 'メールアドレスか中国本土の携帯電話番号を入力してください',
  },
  emailTaken: {
    en: 'e-mail address is already registered',
    zh: '该邮箱已注册',
    jp: 'このメールアドレスは既に登録されています',
  },
  mobileTaken: {
    en: 'mobile number is already registered',
    zh: '该手机号已注册',
    jp: 'この携帯電話番号は既に登録されています',
  },
  codeWrongOrExpired: {
    en: 'verification code is wrong or expired',
    zh: '验证码错误或已过期',
    jp: '認証コードが間違っているか、期限が切れています',
  },
  codeFirst: {
    en: 'verification code is required: send a code to the new {label} first',
    zh: '需要验证码：请先向新的{label}发送验证码',
    jp: '認証コードが必要です：先に新しい{label}へコードを送信してください',
  },
  employeeInviteOnly: {
    en: 'only an employee invitation can be used to register',
    zh: '只有员工邀请链接可以用于注册',
    jp: '登録に使えるのは従業員の招待リンクだけです',
  },
  avatarUrl: {
    en: 'avatar must be an uploaded image or an https image URL',
    zh: '头像须为上传的图片或 https 图片地址',
    jp: 'アバターはアップロードした画像か https の画像 URL にしてください',
  },
  imageTooLarge: {
    en: 'image must be at most 2 MB',
    zh: '图片不能超过 2 MB',
    jp: '画像は 2 MB 以下にしてください',
  },
  imageType: {
    en: 'image must be a PNG, JPEG or WebP file',
    zh: '图片须为 PNG、JPEG 或 WebP 文件',
    jp: '画像は PNG、JPEG、WebP のいずれかにしてください',
  },
  multipartRequired: {
    en: 'the request must be multipart/form-data',
    zh: '请求须为 multipart/form-data',
    jp: 'リクエストは multipart/form-data にしてください',
  },
  departmentExists: {
    en: 'a department with this name already exists',
    zh: '已存在同名部门',
    jp: '同じ名前の部署が既にあります',
  },
  emailListEmpty: {
    en: '{label}: enter at least one address',
    zh: '{label}：请至少填写一个邮箱',
    jp: '{label}：アドレスを 1 つ以上入力してください',
  },
  emailListTooMany: {
    en: '{label}: at most {max} addresses',
    zh: '{label}：最多 {max} 个邮箱',
    jp: '{label}：アドレスは {max} 件までです',
  },
  emailListInvalid: {
    en: '{label}: "{value}" is not a valid address',
    zh: '{label}：“{value}”不是有效的邮箱',
    jp: '{label}：「{value}」は正しいアドレスではありません',
  },
  emailListDuplicate: {
    en: '{label}: "{value}" is listed twice',
    zh: '{label}：“{value}”重复填写',
    jp: '{label}：「{value}」が重複しています',
  },
  emailListRequired: {
    en: '{label}: e-mail notifications need at least one address',
    zh: '{label}：开启邮件通知需填写至少一个邮箱',
    jp: '{label}：メール通知には宛先が 1 つ以上必要です',
  },
  webhookAddressNotAllowed: {
    en: '{label}: local, private and internal network addresses are not allowed',
    zh: '{label}：不允许使用本机、私有或内部网络地址',
    jp: '{label}：ローカル・プライベート・内部ネットワークのアドレスは使えません',
  },
  webhookHostUnresolved: {
    en: '{label}: the host name cannot be found',
    zh: '{label}：无法解析该主机名',
    jp: '{label}：ホスト名が見つかりません',
  },
  webhookEndpointLimit: {
    en: '{label}: at most {max} endpoints per organisation',
    zh: '{label}：每个组织最多 {max} 个接收地址',
    jp: '{label}：1 組織あたり送信先は {max} 件までです',
  },
  redeliveryTooOld: {
    en: '{label}: only messages of the last {days} days can be sent again',
    zh: '{label}：只能重新投递最近 {days} 天内的消息',
    jp: '{label}：再送できるのは過去 {days} 日のメッセージのみです',
  },
  rangeReversed: {
    en: '{label}: the start must be before the end',
    zh: '{label}：开始时间须早于结束时间',
    jp: '{label}：開始は終了より前にしてください',
  },
  msgappNotBound: {
    en: '{label}: bind your messaging-app account first (Account security → Bound accounts)',
    zh: '{label}：请先绑定消息应用账号（账号安全 → 绑定账号）',
    jp: '{label}：先にメッセージアプリのアカウントを連携してください（アカウントのセキュリティ → 連携アカウント）',
  },
  unknownSubscription: {
    en: '{label}: a shipment is not in your list',
    zh: '{label}：有运单不在您的列表中',
    jp: '{label}：一覧にない貨物が含まれています',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type FieldProblem = keyof typeof PROBLEMS;
export const FIELD_PROBLEMS = Object.keys(PROBLEMS) as FieldProblem[];

/** Field names in words, for the `{label}` of a problem and for schema failures. */
const LABELS = {
  username: { en: 'username', zh: '用户名', jp: 'ユーザー名' },
  password: { en: 'password', zh: '密码', jp: 'パスワード' },
  confirmPassword: { en: 'password confirmation', zh: '确认密码', jp: '確認用パスワード' },
  oldPassword: { en: 'old password', zh: '原密码', jp: '現在のパスワード' },
  email: { en: 'e-mail address', zh: '邮箱', jp: 'メールアドレス' },
  mobile: { en: 'mobile number', zh: '手机号', jp: '携帯電話番号' },
  mobilePhone: { en: 'mobile number', zh: '手机号', jp: '携帯電話番号' },
  number: { en: 'e-mail or mobile number', zh: '邮箱或手机号', jp: 'メールアドレスまたは携帯電話番号' },
  roundCode: { en: 'verification code', zh: '验证码', jp: '認証コード' },
  code: { en: 'verification code', zh: '验证码', jp: '認証コード' },
  emailCode: { en: 'e-mail verification code', zh: '邮箱验证码', jp: 'メール認証コード' },
  mobileCode: { en: 'mobile verification code', zh: '手机验证码', jp: '携帯電話の認証コード' },
  companyName: { en: 'company name', zh: '公司名称', jp: '会社名' },
  position: { en: 'position', zh: '职位', jp: '役職' },
  headimgurl: { en: 'avatar', zh: '头像', jp: 'アバター' },
  file: { en: 'image file', zh: '图片文件', jp: '画像ファイル' },
  inviteToken: { en: 'invitation link', zh: '邀请链接', jp: '招待リンク' },
  name: { en: 'name', zh: '名称', jp: '名前' },
  contactEmail: { en: 'contact e-mail', zh: '联系邮箱', jp: '連絡先メールアドレス' },
  registerType: { en: 'registration type', zh: '注册方式', jp: '登録方法' },
  polCode: { en: 'port of loading', zh: '起运港', jp: '積港' },
  podCode: { en: 'port of discharge', zh: '目的港', jp: '揚港' },
  port: { en: 'port', zh: '港口', jp: '港' },
  begin: { en: 'start date', zh: '开始日期', jp: '開始日' },
  end: { en: 'end date', zh: '结束日期', jp: '終了日' },
  etd: { en: 'departure date', zh: '离港日期', jp: '出発日' },
  eta: { en: 'arrival date', zh: '到港日期', jp: '到着日' },
  remark: { en: 'remark', zh: '备注', jp: '備考' },
  keyword: { en: 'keyword', zh: '关键词', jp: 'キーワード' },
  vesselName: { en: 'vessel name', zh: '船名', jp: '船名' },
  voyage: { en: 'voyage', zh: '航次', jp: '航海番号' },
  emails: { en: 'notification e-mail addresses', zh: '通知邮箱', jp: '通知先メールアドレス' },
  msgapp: { en: 'messaging-app notifications', zh: '消息应用通知', jp: 'メッセージアプリ通知' },
  subscriptionIds: { en: 'chosen shipments', zh: '所选运单', jp: '選択した貨物' },
  url: { en: 'endpoint URL', zh: '接收地址', jp: '送信先 URL' },
  from: { en: 'start time', zh: '开始时间', jp: '開始時刻' },
  messageId: { en: 'message', zh: '消息', jp: 'メッセージ' },
  cycle: { en: 'digest cycle', zh: '推送周期', jp: '配信周期' },
  weekday: { en: 'day of the week', zh: '星期', jp: '曜日' },
  monthDay: { en: 'day of the month', zh: '日期', jp: '日付' },
  time: { en: 'time', zh: '时间', jp: '時刻' },
  timeZone: { en: 'time zone', zh: '时区', jp: 'タイムゾーン' },
} as const satisfies Record<string, Record<Language, string>>;

export type FieldName = keyof typeof LABELS;
export const LABELLED_FIELDS = Object.keys(LABELS) as FieldName[];

export function isLabelledField(field: string): field is FieldName {
  return Object.hasOwn(LABELS, field);
}

/** A field's name in words; a wire name without a label stays as it is (API-only fields). */
export function fieldLabel(field: string, language: Language): string {
  // `items.2.id` → its last named part; the label of `items` says more than `2`.
  const name = isLabelledField(field) ? field : (field.split('.').findLast((p) => !/^\d+$/.test(p)) ?? field);
  return isLabelledField(name) ? LABELS[name][language] : field;
}

export type ProblemParams = { label?: FieldName } & Record<string, string | number | undefined>;

/** One problem as a sentence in `language`; `{label}` is the field's name in words. */
export function fieldProblemText(
  field: string,
  problem: FieldProblem,
  language: Language,
  params: ProblemParams = {},
): string {
  const label = fieldLabel(params.label ?? field, language);
  const text = PROBLEMS[problem][language].replace(/\{(\w+)\}/g, (_, key: string) =>
    key === 'label' ? label : String(params[key] ?? ''),
  );
  return language === 'en' ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

export function isFieldProblem(value: unknown): value is FieldProblem {
  return typeof value === 'string' && Object.hasOwn(PROBLEMS, value);
}
