import 'dayjs/locale/ja';
import auth from '../../../locales/jp/auth.json';
import common from '../../../locales/jp/common.json';

export { default as antd } from 'antd/es/locale/ja_JP';

/** The shell's namespaces (resources.ts SHELL_NAMESPACES), shipped with the language's locales. */
export const strings = { common, auth };
