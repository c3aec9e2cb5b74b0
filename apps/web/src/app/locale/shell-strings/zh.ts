import 'dayjs/locale/zh-cn';

export { default as antd } from 'antd/es/locale/zh_CN';
