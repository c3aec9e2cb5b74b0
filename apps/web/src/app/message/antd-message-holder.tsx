import { message } from 'antd';
import { useEffect } from 'react';
import { attachMessageOpener } from './message';

/** Antd's message list, inside the app's ConfigProvider (theme, locale); loaded on first use. */
export default function AntdMessageHolder() {
  const [api, holder] = message.useMessage({ maxCount: 3 });
  useEffect(
    () =>
      attachMessageOpener(({ type, content, className }) => {
        void api.open({ type, content, className });
      }),
    [api],
  );
  return holder;
}
