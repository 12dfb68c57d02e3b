// Agreement HTML is sanitised before it is stored: formatting, headings, lists, tables and http(s)
// links survive; scripts, event handlers, styles and javascript:/data: urls do not.
import sanitizeHtml from 'sanitize-html';

const ABSOLUTE_HTTP = /^https?:\/\/[^\s]+$/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'div',
    'span',
    'blockquote',
    'pre',
    'code',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'strike',
    'del',
    'ins',
    'mark',
    'small',
    'sub',
    'sup',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'table',
    'caption',
    'colgroup',
    'col',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'a',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    td: ['colspan', 'rowspan', 'align'],
    th: ['colspan', 'rowspan', 'align', 'scope'],
    col: ['span'],
    colgroup: ['span'],
    ol: ['start', 'type'],
    p: ['align'],
    div: ['align'],
  },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // only absolute http(s) links keep their href; a link opening a new tab cannot reach its opener
    a: (tagName, attribs) => {
      const href = (attribs['href'] ?? '').trim();
      const out: sanitizeHtml.Attributes = {};
      if (ABSOLUTE_HTTP.test(href)) out['href'] = href;
      if (attribs['title']) out['title'] = attribs['title'];
      if (attribs['target'] === '_blank') {
        out['target'] = '_blank';
        out['rel'] = 'noopener noreferrer';
      }
      return { tagName, attribs: out };
    },
  },
};

export const sanitizeAgreementHtml = (html: string): string => sanitizeHtml(html, OPTIONS);
