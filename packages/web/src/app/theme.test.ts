// The theme's text colours reach WCAG 2 AA (4.5:1) where antd puts them: the same arithmetic axe-core applies
// in the browser (e2e/tests/a11y.spec.ts), here for every token without opening a screen.
import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { APP_THEME } from './theme';

type Rgb = [number, number, number];

/** '#rrggbb' or 'rgba(r, g, b, a)' laid over a background */
function parse(color: string, background: Rgb = [255, 255, 255]): Rgb {
  if (color.startsWith('#')) return [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16)) as Rgb;
  const [r, g, b, a = 1] = color
    .replace(/[^\d.,]/g, '')
    .split(',')
    .map(Number) as [number, number, number, number?];
  return [r, g, b].map((c, i) => Math.round(c * a + background[i]! * (1 - a))) as Rgb;
}

const luminance = (rgb: Rgb) =>
  rgb
    .map((c) => c / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
    .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0);

function contrast(text: string, background: string): number {
  const bg = parse(background);
  const [a, b] = [luminance(parse(text, bg)), luminance(bg)].sort((x, y) => y - x) as [number, number];
  return (a + 0.05) / (b + 0.05);
}

const token = theme.getDesignToken(APP_THEME);
const AA = 4.5;

describe('the app theme', () => {
  it.each([
    ['colorPrimary', '#ffffff'],
    ['colorPrimary', '#f5f5f5'],
    ['colorPrimary', '#e6f4ff'],
    ['colorLink', '#ffffff'],
    ['colorTextTertiary', '#ffffff'],
    ['colorTextTertiary', '#f5f5f5'],
    ['colorTextDescription', '#ffffff'],
    ['colorTextPlaceholder', '#ffffff'],
    ['colorTextPlaceholder', '#f5f5f5'],
    ['colorError', '#ffffff'],
  ] as const)('%s is readable on %s', (name, background) => {
    expect(contrast(token[name], background)).toBeGreaterThanOrEqual(AA);
  });

  it('puts white text on the primary colour (a primary button, the active tab) at AA', () => {
    expect(contrast('#ffffff', token.colorPrimary)).toBeGreaterThanOrEqual(AA);
  });

  it("gives antd's default colours that a test would catch", () => {
    const plain = theme.getDesignToken();
    expect(contrast(plain.colorPrimary, '#ffffff')).toBeLessThan(AA);
    expect(contrast(plain.colorTextTertiary, '#ffffff')).toBeLessThan(AA);
  });

  it("keeps every tag's text readable on the tag's own light background", () => {
    const tag = APP_THEME.components?.Tag as Record<string, string>;
    const plain = theme.getDesignToken() as unknown as Record<string, string>;
    const backgrounds: Record<string, string> = {
      colorSuccess: plain.colorSuccessBg!,
      colorWarning: plain.colorWarningBg!,
      colorError: plain.colorErrorBg!,
    };
    for (const [name, color] of Object.entries(tag)) {
      // a preset colour's tag: the 7th shade on the 1st ('green7' on 'green1')
      const background = backgrounds[name] ?? plain[name.replace(/7$/, '1')]!;
      expect(contrast(color, background), name).toBeGreaterThanOrEqual(AA);
    }
  });
});
