// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { hasText, sanitizeNoticeHtml } from './notice-html';

describe('sanitizeNoticeHtml', () => {
  it('keeps formatting, lists, tables and http(s) links', () => {
    const html =
      '<h2>标题</h2><p align="center"><strong>粗</strong><em>斜</em></p><ul><li>一</li></ul>' +
      '<table><tbody><tr><td colspan="2">格</td></tr></tbody></table><a href="https://example.com/x" target="_blank">链接</a>';
    expect(sanitizeNoticeHtml(html)).toBe(
      '<h2>标题</h2><p align="center"><strong>粗</strong><em>斜</em></p><ul><li>一</li></ul>' +
        '<table><tbody><tr><td colspan="2">格</td></tr></tbody></table>' +
        '<a href="https://example.com/x" target="_blank" rel="noopener noreferrer">链接</a>',
    );
  });

  it('drops scripts, event handlers, styles, images and javascript: links', () => {
    const out = sanitizeNoticeHtml(
      '<p onclick="steal()" style="color:red">正文<script>alert(1)</script></p><img src=x onerror=alert(1)>' +
        '<a href="javascript:alert(1)">链</a><iframe></iframe><style>p{}</style><svg><g onload="x()">图</g></svg>',
    );
    expect(out).toBe('<p>正文</p><a>链</a>图');
    expect(out).not.toMatch(/script|onclick|onerror|javascript:|style|<img|iframe|onload/i);
  });

  it('tells an empty body from one with text', () => {
    expect(hasText('<p> </p><script>alert(1)</script>')).toBe(false);
    expect(hasText('<p>有内容</p>')).toBe(true);
  });
});
