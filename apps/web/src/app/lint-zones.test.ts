import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The web's layer rules (decision 017) and its one path alias (decision 071), checked through the repository's
 * real ESLint configuration: an aliased import must meet the same zones as a relative one, and a relative import
 * may climb one folder at most.
 */
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
// The probes are text, not files on disk: import/no-cycle needs a file to walk from, and is not what is tested here.
const eslint = new ESLint({ cwd: repoRoot, overrideConfig: { rules: { 'import/no-cycle': 'off' } } });

async function ruleHits(file: string, code: string): Promise<{ ruleId: string | null; message: string }[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, 'apps/web/src', file) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'import/no-restricted-paths' || m.ruleId === 'no-restricted-imports')
    .map((m) => ({ ruleId: m.ruleId, message: m.message }));
}

describe('web lint zones and the @/ alias', () => {
  it('refuses a feature importing another feature through the alias, as it does relatively', async () => {
    const aliased = await ruleHits(
      'features/addressbook/probe.ts',
      "export { billingKeys } from '@/features/billing/api/billing-keys';\n",
    );
    expect(aliased).toEqual([
      expect.objectContaining({
        ruleId: 'import/no-restricted-paths',
        message: expect.stringContaining('A feature must not import another feature'),
      }),
    ]);
    const relative = await ruleHits(
      'features/addressbook/probe.ts',
      "export { billingKeys } from '../billing/api/billing-keys';\n",
    );
    expect(relative.map((hit) => hit.ruleId)).toEqual(['import/no-restricted-paths']);
  });

  it('refuses the lower layers importing a feature or app/ through the alias', async () => {
    const fromComponents = await ruleHits(
      'components/probe.ts',
      "export { billingKeys } from '@/features/billing/api/billing-keys';\n",
    );
    expect(fromComponents[0]?.message).toContain('sit below features');
    const fromFeature = await ruleHits('features/billing/probe.ts', "export { appRoutes } from '@/app/routes';\n");
    expect(fromFeature[0]?.message).toContain('Only app/ assembles the app');
  });

  it('refuses a relative import that climbs two folders, and allows the alias and one folder up', async () => {
    const deep = await ruleHits(
      'features/billing/components/probe.ts',
      "export { paths } from '../../../lib/paths';\n",
    );
    expect(deep).toEqual([expect.objectContaining({ ruleId: 'no-restricted-imports' })]);
    const fine = await ruleHits(
      'features/billing/components/probe.ts',
      "export { paths } from '@/lib/paths';\nexport { billingKeys } from '../api/billing-keys';\n",
    );
    expect(fine).toEqual([]);
  });

  it("refuses an area's schemas loading the user administration's (shared ones live in grid/, form/, errors/)", async () => {
    const hits = async (file: string, code: string) => {
      const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, 'packages/contracts/src', file) });
      return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
    };
    expect(await hits('billing/probe.ts', "export { adminUserSchema } from '../admin/admin.schemas';\n")).toEqual([
      expect.stringContaining("An area's schemas do not load the admin area's"),
    ]);
    expect(
      await hits('billing/probe.ts', "export { exportFormatParam } from '../grid/grid-export.schemas';\n"),
    ).toEqual([]);
    // The package's own rule still holds beside it, inside the admin area and out.
    for (const file of ['billing/probe.ts', 'admin/probe.ts'])
      expect(await hits(file, "export { default } from 'fastify';\n")).toEqual([
        expect.stringContaining('packages/contracts depends on zod'),
      ]);
    // The admin area itself, and the server's message catalogue reading the admin texts, may.
    expect(await hits('admin/probe.ts', "export { exportFormatParam } from '../grid/grid-export.schemas';\n")).toEqual(
      [],
    );
    expect(
      await hits('messages/probe.ts', "export { adminUsersMessages } from '../admin/admin-users-messages';\n"),
    ).toEqual([]);
  });
});
