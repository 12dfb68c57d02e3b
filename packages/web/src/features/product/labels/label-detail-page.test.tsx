// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STAFF_API } from '@medportal/contracts/common/api-paths';
import '../../../lib/i18n';
import { useSessionStore } from '../../../lib/session-store';
import { LabelDetailPage } from './label-detail-page';
import { replies, resetFake, sent } from './fake-staff';
import { CATEGORY_OPTIONS, IMPLANT, SALE, STERILE, renderScreen } from './test-utils';

vi.setConfig({ testTimeout: 30_000 });
vi.mock('../../../lib/api-client', async () => {
  const fake = await import('./fake-staff');
  return { request: fake.fakeRequest, post: fake.fakePost };
});

const PATH = '/merchants/management/labelList/labelListDetail';
const EDIT = ['pd.labelList.edit'];
const BY_ID = { 11: STERILE, 12: IMPLANT, 13: SALE } as Record<number, unknown>;

beforeEach(() => {
  resetFake();
  replies[STAFF_API.labelTabulationDetail] = (d: Record<string, unknown>) => BY_ID[d['id'] as number];
  replies[STAFF_API.labelCategoryOptions] = CATEGORY_OPTIONS;
  replies[STAFF_API.labelTabulationUpdateStatus] = (d: Record<string, unknown>) => ({ ...STERILE, enabled: d['enabled'] });
  replies[STAFF_API.labelTabulationDelete] = null;
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().clear();
});

describe('LabelDetailPage', () => {
  it('shows the label as a tag in its colour with its category, linked to the category detail', async () => {
    const user = userEvent.setup();
    const router = renderScreen(`${PATH}?id=11`, PATH, LabelDetailPage, EDIT);
    const tag = await screen.findByTestId('label-tag');
    expect(tag.textContent).toBe('无菌');
    expect(sent(STAFF_API.labelTabulationDetail)).toEqual([{ id: 11 }]);
    expect(screen.getByText('经环氧乙烷或辐照灭菌')).toBeTruthy();
    expect(screen.getByTestId('label-status').textContent).toBe('启用');
    expect(screen.queryByTestId('label-hidden-note')).toBeNull();
    await user.click(screen.getByTestId('label-category-link'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/merchants/management/labelClassification/labelDetail'));
    expect(router.state.location.search).toBe('?id=1');
  });

  it('says why a label is hidden from the options: its own status, or its disabled category', async () => {
    renderScreen(`${PATH}?id=12`, PATH, LabelDetailPage, EDIT);
    expect((await screen.findByTestId('label-hidden-note')).textContent).toContain('该标签已停用，不会出现在可选标签中。');
    cleanup();
    renderScreen(`${PATH}?id=13`, PATH, LabelDetailPage, EDIT);
    expect((await screen.findByTestId('label-hidden-note')).textContent).toContain('所属分类已停用');
  });

  it('disables after the confirm; deletes after the confirm and goes back to the list without reading the label again', async () => {
    const user = userEvent.setup();
    renderScreen(`${PATH}?id=11`, PATH, LabelDetailPage, EDIT);
    await user.click(await screen.findByTestId('label-toggle'));
    await user.click(await screen.findByTestId('confirm-dialog-ok'));
    await waitFor(() => expect(sent(STAFF_API.labelTabulationUpdateStatus)).toEqual([{ id: 11, enabled: false }]));
    await waitFor(() => expect(sent(STAFF_API.labelTabulationDetail)).toHaveLength(2));
    cleanup();
    resetFake();
    replies[STAFF_API.labelTabulationDetail] = STERILE;
    replies[STAFF_API.labelTabulationDelete] = null;
    const again = renderScreen(`${PATH}?id=11`, PATH, LabelDetailPage, EDIT);
    await user.click(await screen.findByTestId('label-delete'));
    expect(await screen.findByText('确认删除标签“无菌”吗？')).toBeTruthy();
    await user.click(screen.getByTestId('confirm-dialog-ok'));
    await waitFor(() => expect(sent(STAFF_API.labelTabulationDelete)).toEqual([{ id: 11 }]));
    await waitFor(() => expect(again.state.location.pathname).toBe('/merchants/management/labelList'));
    expect(sent(STAFF_API.labelTabulationDetail)).toHaveLength(1);
  });

  it('offers no changes without pd.labelList.edit; a bad id is not found', async () => {
    renderScreen(`${PATH}?id=11`, PATH, LabelDetailPage, []);
    await screen.findByTestId('label-tag');
    expect(screen.queryByTestId('label-edit')).toBeNull();
    expect(screen.queryByTestId('label-delete')).toBeNull();
    cleanup();
    renderScreen(`${PATH}?id=0`, PATH, LabelDetailPage, EDIT);
    expect(await screen.findByTestId('label-not-found')).toBeTruthy();
  });
});
