// A tag in a colour the user chose (project statuses, product labels): antd writes white on any custom
// colour, which a light one (yellow, a pale green) leaves unreadable. The text takes black or white,
// whichever stands out more on the background (WCAG's contrast ratio; one of the two always reaches 4.5:1).
import type { ReactNode } from 'react';
import { Tag } from 'antd';

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/** WCAG's relative luminance of '#rgb' or '#rrggbb' (the colour pickers store hex), null for anything else */
function luminanceOf(hex: string): number | null {
  const short = /^#?([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(hex.trim());
  const long = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  const parts = short ? short.slice(1).map((d) => d + d) : long?.slice(1);
  if (!parts) return null;
  const [r = 0, g = 0, b = 0] = parts.map((p) => {
    const c = parseInt(p, 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** '#000' or '#fff': the text colour with the higher contrast on `background` (antd's white for a colour name) */
export function readableTextOn(background: string): '#000' | '#fff' {
  const luminance = luminanceOf(background);
  if (luminance === null) return '#fff';
  return contrast(luminance, 0) > contrast(luminance, 1) ? '#000' : '#fff';
}

type ColourTagProps = { colour: string; children: ReactNode; 'data-testid'?: string };

export function ColourTag({ colour, children, 'data-testid': testId }: ColourTagProps) {
  return (
    // solid: the background is the colour itself (antd's filled variant would tint it and write in the colour)
    <Tag color={colour} variant="solid" style={{ color: readableTextOn(colour) }} data-testid={testId}>
      {children}
    </Tag>
  );
}
