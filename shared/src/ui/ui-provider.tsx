import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { QueryClientProvider } from '@tanstack/react-query';
import { NoticeProvider } from './notice';
import { productTheme } from './theme';
import { queryClient } from './query-client';

export interface UiProviderProps {
  children: ReactNode;
}

/**
 * The product theme, the notices of `useNotice()` and the suite's one server-state cache on every page.
 * The host wraps every signed-in page in it; remotes never add their own.
 */
export function UiProvider({ children }: UiProviderProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={productTheme}>
        <NoticeProvider>{children}</NoticeProvider>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
