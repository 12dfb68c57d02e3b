// The web names the catalogue's apps, groups and menus in four languages (web/src/locales/*/menus.json)
// and recognises a name as the catalogue's own by its zh-CN text: a node added or renamed here without
// the same text there would stay Chinese in the other languages.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATALOGUE, walk } from './catalogue.js';

const zh = JSON.parse(readFileSync(new URL('../../../../../web/src/locales/zh-CN/menus.json', import.meta.url), 'utf8')) as {
  app: Record<string, string>;
  group: Record<string, string>;
  node: Record<string, string>;
};

describe('catalogue names in the web locales', () => {
  it('has every app, group and menu node of the catalogue under its code with the same zh-CN text', () => {
    const apps = Object.fromEntries(CATALOGUE.map((app) => [app.appCode, app.appName]));
    const groups = Object.fromEntries(CATALOGUE.map((app) => [app.groupName, app.groupName]));
    const nodes = Object.fromEntries(
      CATALOGUE.flatMap((app) => [...walk(app.resources)])
        .filter((node) => node.type !== 2)
        .map((node) => [node.code.replaceAll('.', '_'), node.name]),
    );
    expect(zh.app).toEqual(apps);
    expect(zh.group).toEqual(groups);
    expect(zh.node).toEqual(nodes);
  });
});
