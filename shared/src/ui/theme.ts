/** The product theme: the institute's navy, and sizes that stay comfortable on a tablet held in the field. */
import type { ThemeConfig } from 'antd';

export const BRAND_PRIMARY = '#003366';

export const productTheme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_PRIMARY,
    colorLink: BRAND_PRIMARY,
    colorInfo: BRAND_PRIMARY,
    fontSize: 16,
    fontSizeHeading1: 28,
    fontSizeHeading2: 24,
    fontSizeHeading3: 20,
    // 40–44 px targets: fingers, not mouse pointers, on village tablets.
    controlHeight: 40,
    controlHeightLG: 44,
    borderRadius: 6,
    fontFamily: "'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  components: {
    Button: { fontWeight: 500 },
    Drawer: { colorBgElevated: '#ffffff' },
  },
};
