// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RegistryRow } from '@medportal/contracts/system/reference-data.contract';
import * as api from './reference-data-api';
import { RegistryPage } from './registry-page';
import { clearSession, pageOf, renderScreen } from './reference-data-test-utils';

import type * as Api from './reference-data-api';

vi.setConfig({ testTimeout: 30_000 });
vi.mock('./reference-data-api', async (importOriginal) => ({
  ...(await importOriginal<typeof Api>()),
  registryPage: vi.fn(),
  uploadRegistryImport: vi.fn(),
  downloadRegistryTemplate: vi.fn(),
}));
const mocked = vi.mocked(api);

const KANGRUI: RegistryRow = {
  id: 1,
  name: '上海康瑞医疗器械有限公司',
  creditCode: '91310115MA1H3K6DXP',
  legalPerson: '陈立群',
  registeredCapital: '5000万元人民币',
  status: '存续',
  registeredAddress: '上海市浦东新区张江路1188号',
  establishedDate: '2016-03-18',
  updatedAt: '2026-11-20 10:00:00',
};
const REVOKED: RegistryRow = { ...KANGRUI, id: 2, name: '广州穗和医疗设备有限公司', creditCode: '91440101MA5CT6WL9P', status: '吊销' };

beforeEach(() => {
  vi.clearAllMocks();
  mocked.registryPage.mockResolvedValue(pageOf([KANGRUI, REVOKED], 42));
  mocked.uploadRegistryImport.mockResolvedValue({ progressId: 17 });
  mocked.downloadRegistryTemplate.mockResolvedValue({ fileName: 'x.xlsx' } as never);
});
afterEach(() => {
  cleanup();
  clearSession();
});

describe('RegistryPage', () => {
  it('lists the registry and searches by credit code', async () => {
    const user = userEvent.setup();
    renderScreen(RegistryPage, ['sys.qichacha.import'], { companyType: 'MM' });
    const row = (await screen.findByText('上海康瑞医疗器械有限公司')).closest('tr')!;
    expect(row.textContent).toContain('91310115MA1H3K6DXP');
    expect(row.textContent).toContain('5000万元人民币');
    expect(screen.getAllByText('共 42 条').length).toBeGreaterThan(0);
    const inputs = screen.getAllByRole('textbox');
    await user.type(inputs[1]!, '91440101');
    await user.click(screen.getByRole('button', { name: /查\s*询/ }));
    await vi.waitFor(() =>
      expect(mocked.registryPage).toHaveBeenLastCalledWith({
        name: undefined,
        creditCode: '91440101',
        status: undefined,
        pageNum: 1,
        pageSize: 20,
      }),
    );
  });

  it('uploads a workbook and goes to the import records of it', async () => {
    const user = userEvent.setup();
    const router = renderScreen(RegistryPage, ['sys.qichacha.import'], { companyType: 'MM' });
    await screen.findByText('上海康瑞医疗器械有限公司');
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    const file = new File(['x'], '工商数据.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    await user.upload(input, file);
    await vi.waitFor(() => expect(mocked.uploadRegistryImport).toHaveBeenCalledWith(file));
    await vi.waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe('/systemSetup/qichachaData/import-records?id=17'),
    );
  });

  it('offers the export but no import without the import button', async () => {
    renderScreen(RegistryPage, [], { companyType: 'MM' });
    await screen.findByText('上海康瑞医疗器械有限公司');
    expect(screen.getByTestId('export-button')).toBeTruthy();
    expect(screen.queryByTestId('registry-import')).toBeNull();
    expect(screen.queryByTestId('registry-template')).toBeNull();
  });
});
