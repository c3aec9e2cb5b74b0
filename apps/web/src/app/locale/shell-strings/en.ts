export { default as antd } from 'antd/es/locale/en_US';
