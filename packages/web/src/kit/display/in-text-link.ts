// A link inside a sentence is underlined: its colour alone does not set it apart from the text around it
// (WCAG 1.4.1, axe link-in-text-block: the blue is 1.3:1 against the secondary grey, 3:1 is needed).
// Links that stand alone (a table cell, 忘记密码) keep antd's plain look.
import type { CSSProperties } from 'react';

export const IN_TEXT_LINK: CSSProperties = { textDecoration: 'underline' };
