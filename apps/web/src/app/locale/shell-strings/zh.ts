import 'dayjs/locale/zh-cn';
import auth from '../../../locales/zh/auth.json';
import common from '../../../locales/zh/common.json';

export { default as antd } from 'antd/es/locale/zh_CN';

/** The shell's namespaces (resources.ts SHELL_NAMESPACES), shipped with the language's locales. */
export const strings = { common, auth };
