import {
  AppstoreOutlined,
  CalendarOutlined,
  CompassOutlined,
  ContainerOutlined,
  SendOutlined,
  TruckOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

/** Icons of the site-map entries (products and API docs), keyed like site-map.ts. */
export const PRODUCT_ICONS: Record<string, ReactNode> = {
  cargo: <ContainerOutlined />,
  booking: <CalendarOutlined />,
  vessel: <CompassOutlined />,
  truck: <TruckOutlined />,
};

export const API_ICONS: Record<string, ReactNode> = {
  ocean: <ContainerOutlined />,
  vessel: <CompassOutlined />,
  schedule: <CalendarOutlined />,
  truck: <TruckOutlined />,
  air: <SendOutlined />,
  embed: <AppstoreOutlined />,
};
