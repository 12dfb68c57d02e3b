// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../../lib/i18n';
import { useSessionStore } from '../../../lib/session-store';
import * as api from './qualification-files-api';
import { QualificationFileNewPage, QualificationFileUpdatePage } from './qualification-file-form-page';
import { OPERATING_DETAIL, renderScreen } from './test-utils';

vi.setConfig({ testTimeout: 60_000 });
vi.mock('./qualification-files-api', async (original) => ({
  ...(await original<typeof api>()),
  qualificationFileDetail: vi.fn(),
  saveQualificationFile: vi.fn(),
  newQualificationFileVersion: vi.fn(),
  categoryTree: vi.fn(),
}));
const mocked = vi.mocked(api);
const NEW = '/basicData/qualificationFile/new';
const UPDATE = '/basicData/qualificationFile/update';
const inputOf = (testId: string) => {
  const el = screen.getByTestId(testId);
  return (el.tagName === 'INPUT' ? el : el.querySelector('input')) as HTMLInputElement;
};
const helpTexts = () => [...document.querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent);

beforeEach(() => {
  vi.clearAllMocks();
  mocked.categoryTree.mockResolvedValue([
    { id: 1, code: '06', name: '医用成像器械', sort: 6, children: [] },
    {
      id: 2,
      code: '14',
      name: '注输、护理和防护器械',
      sort: 14,
      children: [{ id: 3, code: '14-01', name: '注射、穿刺器械', sort: 1, children: [] }],
    },
  ]);
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().clear();
});

describe('QualificationFileNewPage', () => {
  it('营业执照: checks the credit code as typed, 长期 by default (no end date), and requires an attachment', async () => {
    renderScreen(`${NEW}?type=business_license`, NEW, QualificationFileNewPage);
    expect((await screen.findByTestId('qualification-file-form')).textContent).toContain('新增资质证照 · 营业执照');
    expect(screen.getByText('统一社会信用代码')).toBeTruthy();
    expect((screen.getByTestId('field-companyName') as HTMLInputElement).value).toBe('江苏恒泰医疗器械有限公司');
    expect((screen.getByRole('checkbox', { name: '长期' }) as HTMLInputElement).checked).toBe(true);
    expect(inputOf('valid-to').disabled).toBe(true);
    // the corrupted check character of a real code
    await userEvent.type(screen.getByTestId('field-fileNo'), '91320115MA1N8R4TX0');
    await userEvent.click(screen.getByTestId('file-submit'));
    await waitFor(() => expect(helpTexts()).toContain('统一社会信用代码不正确，请核对后重新输入'));
    expect(helpTexts()).toContain('请上传证照附件');
    expect(helpTexts()).not.toContain('请选择有效期至，或勾选长期');
    await userEvent.clear(screen.getByTestId('field-fileNo'));
    await userEvent.type(screen.getByTestId('field-fileNo'), '91320115MA1N8R4TXW');
    await waitFor(() => expect(helpTexts()).not.toContain('统一社会信用代码不正确，请核对后重新输入'));
    expect(mocked.saveQualificationFile).not.toHaveBeenCalled();
    expect(mocked.categoryTree).not.toHaveBeenCalled();
  });

  it('经营许可证: no 长期; categories from the catalogue tree, warehouse address and validity end required', async () => {
    renderScreen(`${NEW}?type=operating_license`, NEW, QualificationFileNewPage);
    await screen.findByTestId('qualification-file-form');
    expect(screen.queryByTestId('long-term')).toBeNull();
    await waitFor(() => expect(mocked.categoryTree).toHaveBeenCalled());
    await userEvent.click(screen.getByTestId('file-submit'));
    await waitFor(() => expect(helpTexts()).toContain('请填写许可证编号'));
    expect(helpTexts()).toEqual(
      expect.arrayContaining(['请填写经营范围分类（2017版分类目录）', '请填写库房地址', '请选择有效期至，或勾选长期', '请上传证照附件']),
    );
    expect(mocked.saveQualificationFile).not.toHaveBeenCalled();
  });

  it('refuses an unknown type', async () => {
    renderScreen(`${NEW}?type=passport`, NEW, QualificationFileNewPage);
    expect(await screen.findByText('证照类型不正确')).toBeTruthy();
  });
});

describe('QualificationFileUpdatePage', () => {
  it('prefills the current version, requires 换证原因 and submits a new version from it, then opens the view', async () => {
    mocked.qualificationFileDetail.mockResolvedValue(OPERATING_DETAIL);
    mocked.newQualificationFileVersion.mockResolvedValue({ ...OPERATING_DETAIL, currentVersion: 3 });
    const { router } = renderScreen(`${UPDATE}?id=12`, UPDATE, QualificationFileUpdatePage);
    expect((await screen.findByTestId('qualification-file-form')).textContent).toContain('换证 · 医疗器械经营许可证');
    await waitFor(() => expect((screen.getByTestId('field-fileNo') as HTMLInputElement).value).toBe('苏宁食药监械经营许20180112号'));
    expect((screen.getByTestId('field-warehouseAddress') as HTMLInputElement).value).toBe('南京市江宁区胜太路68号仓库A区');
    expect(screen.getByTestId('update-hint').textContent).toBe('提交后将生成新版本并取代当前的第 2 版，历史版本仍可查看');
    await userEvent.click(screen.getByTestId('file-submit'));
    await waitFor(() => expect(helpTexts()).toContain('请填写换证原因'));
    expect(mocked.newQualificationFileVersion).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByTestId('field-warehouseAddress'));
    await userEvent.type(screen.getByTestId('field-warehouseAddress'), '南京市江宁区新库房');
    await userEvent.type(screen.getByTestId('change-reason'), '库房搬迁');
    await userEvent.click(screen.getByTestId('file-submit'));
    await waitFor(() => expect(mocked.newQualificationFileVersion).toHaveBeenCalled());
    expect(mocked.newQualificationFileVersion.mock.calls[0]![0]).toEqual({
      id: 12,
      currentVersion: 2,
      changeReason: '库房搬迁',
      fileNo: '苏宁食药监械经营许20180112号',
      validFrom: '2021-12-23',
      validTo: '2026-12-22',
      details: { ...OPERATING_DETAIL.current.details, warehouseAddress: '南京市江宁区新库房' },
      attachments: [{ fileCode: 'pdf2', fileName: '经营许可证-第2版.pdf' }],
    });
    await waitFor(() => expect(router.state.location.search).toBe('?id=12'));
    expect(router.state.location.pathname).toBe('/basicData/qualificationFile/view');
  });

  it('says so when the file is not found', async () => {
    mocked.qualificationFileDetail.mockRejectedValue(new Error('CM1020'));
    renderScreen(`${UPDATE}?id=99`, UPDATE, QualificationFileUpdatePage);
    expect(await screen.findByText('资质证照不存在或无权查看')).toBeTruthy();
  });
});
