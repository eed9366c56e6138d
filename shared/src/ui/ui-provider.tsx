import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { QueryClientProvider } from '@tanstack/react-query';
import { NoticeProvider } from './notice';
import { productTheme } from './theme';
import { queryClient } from './query-client';
import { SelectClearIcon } from './select-clear-icon';

const SELECT = { clearIcon: <SelectClearIcon /> };

export interface UiProviderProps {
  children: ReactNode;
}

/**
 * The product theme, the notices of `useNotice()` and the suite's one server-state cache on every page.
 * Every select's clear button is left out of the tab order: Tab goes from a select to the next field.
 * The host wraps every signed-in page in it; remotes never add their own.
 */
export function UiProvider({ children }: UiProviderProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={productTheme} select={SELECT}>
        <NoticeProvider>{children}</NoticeProvider>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
