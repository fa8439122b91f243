import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { findInvoiceLines } from '../modules/billing/billing.repository';
import { scopedId, type ScopedId } from './scoped';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot, overrideConfig: { rules: { 'import/no-cycle': 'off' } } });

async function restrictedImports(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, 'apps/server/src/modules', file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

const mint = "import { scopedId } from '../../lib/scoped';\nexport const id = scopedId<'booking'>('b-1');\n";

describe('scope-checked ids (decision 097)', () => {
  it('lets only a repository mark an id as scope-checked', async () => {
    expect(await restrictedImports('bookings/probe.service.ts', mint)).toEqual([
      expect.stringContaining('Only a repository marks an id as scope-checked'),
    ]);
    expect(await restrictedImports('bookings/probe.routes.ts', mint)).toEqual([
      expect.stringContaining('Only a repository marks an id as scope-checked'),
    ]);
    expect(await restrictedImports('bookings/probe.repository.ts', mint)).toEqual([]);
    // The type alone stays importable everywhere: services pass scoped ids along.
    const typeOnly = "import type { ScopedId } from '../../lib/scoped';\nexport type Id = ScopedId<'booking'>;\n";
    expect(await restrictedImports('bookings/probe.service.ts', typeOnly)).toEqual([]);
  });

  it('is the same string at run time, and the type checker refuses a bare id for a child read', () => {
    const id: ScopedId<'invoice'> = scopedId<'invoice'>('inv-1');
    expect(id).toBe('inv-1');
    const bare: string = 'inv-1';
    // @ts-expect-error a request's bare id cannot reach an invoice's lines without the scoped invoice read first
    const refused = () => findInvoiceLines(undefined as never, bare);
    expect(typeof refused).toBe('function');
    // @ts-expect-error one entity's checked id is not another's
    const crossed: ScopedId<'booking'> = id;
    expect(crossed).toBe('inv-1');
  });
});
