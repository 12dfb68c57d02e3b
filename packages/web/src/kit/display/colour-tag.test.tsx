// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ColourTag, readableTextOn } from './colour-tag';

describe('readableTextOn', () => {
  it('writes black on light colours and white on dark ones', () => {
    expect(readableTextOn('#fadb14')).toBe('#000'); // antd's yellow: white on it is 1.6:1
    expect(readableTextOn('#f2f2f2')).toBe('#000');
    expect(readableTextOn('#FFF')).toBe('#000');
    expect(readableTextOn('#722ed1')).toBe('#fff'); // purple: black on it is 3.2:1, white 6.6:1
    expect(readableTextOn('#0b63e5')).toBe('#fff');
  });

  it('keeps antd white for a value that is not a hex colour', () => {
    expect(readableTextOn('purple')).toBe('#fff');
    expect(readableTextOn('#12345')).toBe('#fff');
  });
});

describe('ColourTag', () => {
  it('draws the colour as its background with the readable text colour on it', () => {
    render(
      <ColourTag colour="#fadb14" data-testid="tag">
        冷链
      </ColourTag>,
    );
    const tag = screen.getByTestId('tag');
    expect(tag.style.backgroundColor).toBe('#fadb14');
    expect(tag.style.color).toMatch(/^(#000|rgb\(0, 0, 0\))$/);
  });
});
