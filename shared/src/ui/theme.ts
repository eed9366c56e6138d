/** The product theme: the institute's navy, and sizes that stay comfortable on a tablet held in the field. */
import type { ThemeConfig } from 'antd';

export const BRAND_PRIMARY = '#003366';

export const productTheme: ThemeConfig = {
  // A fixed key (antd would derive one from React's useId per provider): every provider of this theme, in whichever
  // React root, then shares one set of tokens and styles (see the host's style warm-up).
  cssVar: { key: 'sc-theme' },
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
    fontFamily: "'Noto Sans Tamil', 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    // Text read in daylight on a tablet: every text colour at least 4.5:1 on white (WCAG AA), placeholders and
    // helper texts included (antd's defaults are 1.8:1 and 3.4:1); the error red is antd's red-7 (5.6:1).
    colorTextPlaceholder: '#767676',
    colorTextDescription: '#595959',
    colorTextTertiary: '#595959',
    colorError: '#cf1322',
  },
  components: {
    Button: { fontWeight: 500 },
    Drawer: { colorBgElevated: '#ffffff' },
  },
};
