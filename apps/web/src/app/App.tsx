import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider, message } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { startTokenRefresh } from '../api/token-refresh';
import { bindFeedback } from './feedback';
import { queryClient } from './query-client';
import { router } from './router';
import { useTheme } from './theme';

function Feedback() {
  const [api, holder] = message.useMessage();
  bindFeedback(api);
  return holder;
}

export function App() {
  const { i18n } = useTranslation();
  const { color } = useTheme();
  const en = i18n.language === 'en';
  useEffect(() => {
    dayjs.locale(en ? 'en' : 'zh-cn');
    document.documentElement.lang = en ? 'en' : 'zh-CN';
  }, [en]);
  useEffect(() => startTokenRefresh(), []);
  return (
    <ConfigProvider locale={en ? enUS : zhCN} theme={{ token: { colorPrimary: color } }}>
      <Feedback />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ConfigProvider>
  );
}
