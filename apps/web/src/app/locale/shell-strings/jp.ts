import 'dayjs/locale/ja';

export { default as antd } from 'antd/es/locale/ja_JP';
