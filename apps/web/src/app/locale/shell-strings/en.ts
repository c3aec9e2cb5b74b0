import auth from '../../../locales/en/auth.json';
import common from '../../../locales/en/common.json';

export { default as antd } from 'antd/es/locale/en_US';

/** The shell's namespaces (resources.ts SHELL_NAMESPACES), shipped with the language's locales. */
export const strings = { common, auth };
