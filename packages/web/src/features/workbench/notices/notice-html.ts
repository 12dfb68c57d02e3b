// The notice body in the browser: the editor's live preview shows the HTML as the server will keep it
// (the server's sanitizer is the rule: formatting, headings, lists, tables and absolute http(s) links
// survive; scripts, event handlers, styles, images and javascript: links do not). The reading pages run
// the server's already-sanitised HTML through it again before they render it.
const ALLOWED_TAGS = new Set([
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
]);
const ALLOWED_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href', 'title', 'target'],
  td: ['colspan', 'rowspan', 'align'],
  th: ['colspan', 'rowspan', 'align', 'scope'],
  col: ['span'],
  colgroup: ['span'],
  ol: ['start', 'type'],
  p: ['align'],
  div: ['align'],
};
/** dropped with everything inside them */
const DROPPED_WITH_CONTENT = new Set(['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'textarea', 'select']);
const ABSOLUTE_HTTP = /^https?:\/\/[^\s]+$/i;

function clean(node: Node, doc: Document): Node[] {
  if (node.nodeType === Node.TEXT_NODE) return [doc.createTextNode(node.textContent ?? '')];
  if (node.nodeType !== Node.ELEMENT_NODE) return [];
  const el = node as Element;
  const tag = el.tagName.toLowerCase();
  if (DROPPED_WITH_CONTENT.has(tag)) return [];
  const children = [...el.childNodes].flatMap((child) => clean(child, doc));
  // a tag not allowed goes, its text stays
  if (!ALLOWED_TAGS.has(tag)) return children;
  const out = doc.createElement(tag);
  for (const name of ALLOWED_ATTRIBUTES[tag] ?? []) {
    const value = el.getAttribute(name);
    if (value === null) continue;
    if (name === 'href' && !ABSOLUTE_HTTP.test(value.trim())) continue;
    if (name === 'target' && value !== '_blank') continue;
    out.setAttribute(name, name === 'href' ? value.trim() : value);
  }
  // a link opening a new tab cannot reach its opener
  if (out.getAttribute('target') === '_blank') out.setAttribute('rel', 'noopener noreferrer');
  for (const child of children) out.appendChild(child);
  return [out];
}

/** The HTML with only the allowed tags and attributes. */
export function sanitizeNoticeHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html');
  const holder = doc.createElement('div');
  for (const node of [...doc.body.childNodes].flatMap((child) => clean(child, doc))) holder.appendChild(node);
  return holder.innerHTML;
}

/** Whether the HTML has any text once its tags are gone (an empty body is refused by the server). */
export const hasText = (html: string): boolean =>
  (new DOMParser().parseFromString(`<body>${sanitizeNoticeHtml(html)}`, 'text/html').body.textContent ?? '').trim() !== '';
