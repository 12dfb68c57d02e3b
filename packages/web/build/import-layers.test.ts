// The import layers are enforced by the repository's own lint configuration: a back-arrow in a web
// source file is an error of `npm run lint` (eslint.config.js, build/import-layers.mjs).
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('../../..', import.meta.url));
const eslint = new ESLint({ cwd: repo });

/** The layer errors of `code` as if it were the web source file `file` (relative to src/). */
async function layerErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${repo}/packages/web/src/${file}` });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'web/import-layers').map((m) => m.message);
}

describe('web import layers (app → features → shell → kit → lib)', () => {
  it('refuses an import of a higher layer', { timeout: 60_000 }, async () => {
    expect(await layerErrors('kit/table/x.ts', "export { enterApp } from '../../shell/app-entry';")).toEqual([
      expect.stringContaining('kit may not import shell'),
    ]);
    expect(
      await layerErrors('kit/permission/x.ts', "import { fetchPositions } from '../../features/auth/auth-api';\nvoid fetchPositions;"),
    ).toEqual([expect.stringContaining('kit may not import features')]);
    expect(await layerErrors('lib/x.ts', "export const load = () => import('../kit/table/data-table');")).toEqual([
      expect.stringContaining('lib may not import kit'),
    ]);
    expect(await layerErrors('shell/header/x.ts', "export { codeRules } from '../../features/auth/form-rules';")).toEqual([
      expect.stringContaining('shell may not import features'),
    ]);
    expect(await layerErrors('features/home/x.ts', "export type { AppRoute } from '../../app/route-types';")).toEqual([
      expect.stringContaining('features may not import app'),
    ]);
  });

  it("refuses a feature's import of another feature", { timeout: 60_000 }, async () => {
    expect(await layerErrors('features/home/x.ts', "export { OrderListPage } from '../order/list/order-list-page';")).toEqual([
      expect.stringContaining('features/home may not import features/order'),
    ]);
  });

  it('lets a module import its own layer and the ones below', { timeout: 60_000 }, async () => {
    const code = [
      "export { useLand } from '../auth/use-auth-mutations';",
      "export { enterApp } from '../../shell/app-entry';",
      "export { DataTable } from '../../kit/table/data-table';",
      "export { useMenuStore } from '../../lib/menu-store';",
      "export type { AppRoute } from '../../lib/route-types';",
    ].join('\n');
    expect(await layerErrors('features/auth/x.ts', code)).toEqual([]);
    expect(await layerErrors('app/x.ts', "export { HOME_ROUTES } from '../features/home/home.routes';")).toEqual([]);
    // tests may reach across to set a scene
    expect(await layerErrors('kit/permission/x.test.ts', "export { useMenuStore } from '../../shell/layout/menu-store';")).toEqual([]);
  });
});
