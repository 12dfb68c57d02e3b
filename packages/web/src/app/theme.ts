// The app's antd theme: antd's own look, with the colours that carry text darkened just enough for WCAG 2 AA
// (4.5:1 for text, the accessibility gate of e2e/tests/a11y.spec.ts) on white and on antd's light fills
// (#f5f5f5 layout, #e6f4ff selected item). antd's defaults miss it: #1677ff is 4.1:1 on white, the
// tertiary grey rgba(0,0,0,.45) 3.4:1, the placeholder grey rgba(0,0,0,.25) 1.9:1, the error red #ff4d4f
// 3.3:1, and a tag's text (its colour's 7th shade, or a status colour, on that colour's lightest shade)
// as little as 2.3:1 (green 'success').
import type { ThemeConfig } from 'antd';

/** antd's blue, one step deeper: 5.3:1 on white, 4.8:1 on the selected-item blue, with white text on it 5.3:1 */
export const PRIMARY_COLOR = '#0b63e5';

/** the greys of secondary texts: 4.7:1 on white, 4.7:1 on #f5f5f5 */
const READABLE_GREY = 'rgba(0, 0, 0, 0.55)';

export const APP_THEME: ThemeConfig = {
  token: {
    colorPrimary: PRIMARY_COLOR,
    // a hovered primary button or link: antd's lighter shade (#3386f2) is 3.6:1 under white text; this one 4.7:1
    colorPrimaryHover: '#1f6fe8',
    // a pressed one: antd's deeper shade, named so the pair stays together (8:1)
    colorPrimaryActive: '#0046bf',
    // a loading button fades its background: at antd's 0.65 white text on the primary is 2.9:1, at 0.95 4.9:1
    // (the spinner in it still says that it is busy)
    opacityLoading: 0.95,
    // links and info (Alert, Tag 'processing') follow the primary colour, as in antd's default
    colorInfo: PRIMARY_COLOR,
    // descriptions, hints, table sorters, pagination and step titles
    colorTextTertiary: READABLE_GREY,
    colorTextDescription: READABLE_GREY,
    // a select's placeholder is text on the page (an input's too, for the readers who need it)
    colorTextPlaceholder: READABLE_GREY,
    // form errors, 危险 buttons and texts: 4.6:1 on white
    colorError: '#d9363e',
  },
  components: {
    // a table's 暂无… line and a disabled upload area's texts are read, not greyed-out controls: antd's
    // disabled grey (1.8:1) becomes the readable one
    Table: { colorTextDisabled: READABLE_GREY },
    Upload: { colorTextDisabled: READABLE_GREY },
    // Typography type="success" / "warning" / "danger": texts on white (5.6:1, 5.4:1, 5.6:1)
    Typography: {
      colorSuccess: '#237804',
      colorSuccessText: '#237804',
      colorWarning: '#ad4e00',
      colorWarningText: '#ad4e00',
      colorError: '#cf1322',
      colorErrorText: '#cf1322',
    },
    // a tag's text on its light background (5:1 or more); the tag's background and border stay antd's
    Tag: {
      colorSuccess: '#237804',
      colorWarning: '#ad4e00',
      colorError: '#cf1322',
      green7: '#237804',
      orange7: '#ad4e00',
      gold7: '#876800',
      yellow7: '#876800',
      lime7: '#3f6600',
      cyan7: '#006d75',
      volcano7: '#ad2102',
    },
  },
};
