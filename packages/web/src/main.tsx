import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { HomePage } from './HomePage';

const container = document.getElementById('root');
if (!container) throw new Error('#root element missing from index.html');

createRoot(container).render(
  <StrictMode>
    <ConfigProvider locale={zhCN}>
      <HomePage />
    </ConfigProvider>
  </StrictMode>,
);
