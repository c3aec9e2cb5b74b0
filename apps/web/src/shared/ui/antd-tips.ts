// Ant Design's hover overlays, in a chunk of their own (see hover-tip.tsx).
export { Popover, Tooltip } from 'antd';
