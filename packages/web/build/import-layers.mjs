// The web's import layers as a lint rule (docs/architecture.md 'Layers'): app → features → shell → kit
// → lib. A module imports its own layer or the ones below it, never above; a feature never imports
// another feature (what two features share moves down to kit or lib). Only relative imports name a
// layer; packages (antd, @medportal/contracts) and the data folders (locales, assets) are open to all.
import { dirname, relative, resolve, sep } from 'node:path';

/** From the bottom up: each layer may import the ones before it. */
export const LAYERS = ['lib', 'kit', 'shell', 'features', 'app'];

/** The layer (and feature) of a file under `srcDir`; null for the data folders and files outside. */
export function placeOf(file, srcDir) {
  const parts = relative(srcDir, file).split(sep);
  if (parts[0] === '..' || parts[0] === '') return null;
  // main.tsx and the test setup start the app
  if (parts.length === 1) return { layer: 'app' };
  const [top, name] = parts;
  if (top === 'features') return { layer: 'features', feature: name };
  return LAYERS.includes(top) ? { layer: top } : null;
}

/** Why `from` may not import `to` (a message id and its data), or null when it may. */
export function crossing(from, to) {
  if (!from || !to) return null;
  if (LAYERS.indexOf(to.layer) > LAYERS.indexOf(from.layer)) return { messageId: 'upward', data: { from: from.layer, to: to.layer } };
  if (from.feature && to.feature && from.feature !== to.feature)
    return { messageId: 'feature', data: { from: from.feature, to: to.feature } };
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'web modules import only their own layer and the ones below (app → features → shell → kit → lib)' },
    schema: [{ type: 'object', properties: { srcDir: { type: 'string' } }, required: ['srcDir'], additionalProperties: false }],
    messages: {
      upward: '{{from}} may not import {{to}}: the web imports downward only (app → features → shell → kit → lib; docs/architecture.md)',
      feature:
        "features/{{from}} may not import features/{{to}}: a feature never uses another feature's code (move what both need to kit or lib)",
    },
  },
  create(context) {
    const { srcDir } = context.options[0];
    const from = placeOf(context.filename, srcDir);
    if (!from) return {};
    const check = (source) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const problem = crossing(from, placeOf(resolve(dirname(context.filename), source.value), srcDir));
      if (problem) context.report({ node: source, ...problem });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export const importLayersPlugin = { rules: { 'import-layers': rule } };
