// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../../lib/i18n';
import { SelectClassifyPage } from './select-classify-page';
import { renderScreen } from './test-utils';

afterEach(cleanup);

describe('SelectClassifyPage', () => {
  it('shows a card per type with its description (no platform type) and opens verify with the chosen type', async () => {
    const PATH = '/company/authentication/select-classify';
    const { router } = renderScreen(PATH, PATH, SelectClassifyPage);
    for (const type of ['AG', 'FC', 'HO', 'SV', 'AM']) expect(screen.getByTestId(`classify-${type}`)).toBeTruthy();
    expect(screen.queryByTestId('classify-MM')).toBeNull();
    expect(screen.getByText('医院、诊所等医疗机构，采购并使用医疗器械。')).toBeTruthy();
    await userEvent.click(screen.getByTestId('classify-HO'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/company/authentication/verify'));
    expect(router.state.location.search).toBe('?type=HO');
  });
});
