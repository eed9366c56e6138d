import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { NoticeProvider } from './notice';
import { productTheme } from './theme';

export interface UiProviderProps {
  children: ReactNode;
}

/**
 * The product theme plus the notices of `useNotice()` on every page.
 * The host wraps every signed-in page in it; remotes never add their own.
 */
export function UiProvider({ children }: UiProviderProps) {
  return (
    <ConfigProvider theme={productTheme}>
      <NoticeProvider>{children}</NoticeProvider>
    </ConfigProvider>
  );
}
