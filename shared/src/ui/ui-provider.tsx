import type { ReactNode } from 'react';
import { App, ConfigProvider } from 'antd';
import { productTheme } from './theme';

export interface UiProviderProps {
  children: ReactNode;
}

/**
 * The product theme plus antd's `App`, so `App.useApp()` (message, modal, notification) works on every page.
 * The host wraps every signed-in page in it; remotes never add their own.
 */
export function UiProvider({ children }: UiProviderProps) {
  return (
    <ConfigProvider theme={productTheme}>
      <App>{children}</App>
    </ConfigProvider>
  );
}
