// The app's antd theme: antd's own look, with the colours that carry text darkened just enough for WCAG 2 AA
// (4.5:1 for text, the accessibility gate of e2e/tests/a11y.spec.ts) on white and on antd's light fills
// (#f5f5f5 layout, #e6f4ff selected item). antd's defaults miss it: #1677ff is 4.1:1 on white, the
// tertiary grey rgba(0,0,0,.45) 3.4:1, the error red #ff4d4f 3.3:1, and a status tag's text (its status
// colour on the status's light background) 2.3:1 for green.
import type { ThemeConfig } from 'antd';

/** antd's blue, one step deeper: 5.3:1 on white, 4.8:1 on the selected-item blue, with white text on it 5.3:1 */
export const PRIMARY_COLOR = '#0b63e5';

export const APP_THEME: ThemeConfig = {
  token: {
    colorPrimary: PRIMARY_COLOR,
    // links and info (Alert, Tag 'processing') follow the primary colour, as in antd's default
    colorInfo: PRIMARY_COLOR,
    // secondary texts, descriptions, table sorter and pagination hints: 4.9:1 on white, 4.8:1 on #f5f5f5
    colorTextTertiary: 'rgba(0, 0, 0, 0.56)',
    colorTextDescription: 'rgba(0, 0, 0, 0.56)',
    // form errors, 危险 buttons and texts: 4.6:1 on white
    colorError: '#d9363e',
  },
};
