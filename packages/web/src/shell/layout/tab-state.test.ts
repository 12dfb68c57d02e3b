import { describe, expect, it } from 'vitest';
import { HOME_PATH, WORKTABLE_PATH, closeAllTabs, closeOtherTabs, closeTab, initialTabs, openTab, type TabsState } from './tab-state';

const paths = (state: TabsState) => state.tabs.map((tab) => tab.path);
const withPages = (...pages: string[]) => pages.reduce((state, path) => openTab(state, { path, search: '', title: path }), initialTabs());

describe('tab state', () => {
  it('starts with the fixed home tab and the closable worktable tab', () => {
    const state = initialTabs();
    expect(state.tabs.map((t) => [t.path, t.closable])).toEqual([
      [HOME_PATH, false],
      [WORKTABLE_PATH, true],
    ]);
  });

  it('adds a new page at the end and re-activates a known one with its new query and title', () => {
    let state = withPages('/a', '/b');
    expect(paths(state)).toEqual(['/', '/worktable', '/a', '/b']);
    expect(state.activePath).toBe('/b');
    state = openTab(state, { path: '/a', search: '?id=2', title: '订单详情' });
    expect(paths(state)).toEqual(['/', '/worktable', '/a', '/b']);
    expect(state.tabs[2]).toMatchObject({ search: '?id=2', title: '订单详情' });
    expect(state.activePath).toBe('/a');
  });

  it('keeps the fixed titles of home and worktable', () => {
    const state = openTab(initialTabs(), { path: WORKTABLE_PATH, search: '?x=1', title: '我的工作台' });
    expect(state.tabs[1]).toMatchObject({ titleKey: 'layout:nav.worktable', search: '?x=1' });
  });

  it('never closes the home tab', () => {
    const state = withPages('/a');
    expect(closeTab(state, HOME_PATH)).toBe(state);
  });

  it('closing the active tab activates its right neighbour, or its left one at the end', () => {
    const state = openTab(withPages('/a', '/b', '/c'), { path: '/b', search: '', title: 'b' });
    const closed = closeTab(state, '/b');
    expect(paths(closed)).toEqual(['/', '/worktable', '/a', '/c']);
    expect(closed.activePath).toBe('/c');
    const last = closeTab(closed, '/c');
    expect(last.activePath).toBe('/a');
  });

  it('closing another tab keeps the active one', () => {
    const state = withPages('/a', '/b');
    const closed = closeTab(state, '/a');
    expect(paths(closed)).toEqual(['/', '/worktable', '/b']);
    expect(closed.activePath).toBe('/b');
  });

  it('close others keeps the chosen tab and the home tab, and activates the chosen one', () => {
    const state = closeOtherTabs(withPages('/a', '/b', '/c'), '/a');
    expect(paths(state)).toEqual(['/', '/a']);
    expect(state.activePath).toBe('/a');
  });

  it('close all keeps only the home tab and activates it', () => {
    const state = closeAllTabs(withPages('/a', '/b'));
    expect(paths(state)).toEqual(['/']);
    expect(state.activePath).toBe(HOME_PATH);
  });
});
