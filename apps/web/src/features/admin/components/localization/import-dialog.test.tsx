import type { ImportPreview } from '@connect/contracts/localization/localization-admin.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiServer, json, recordRequests } from '@/test/api-server';
import { expectNoAxeViolations } from '@/test/axe';
import { renderWithProviders } from '@/test/render';
import { signInForTest } from '@/test/session';
import { ImportDialog } from './import-dialog';

const preview: ImportPreview = {
  format: 'json',
  counts: { new: 1, changed: 1, unchanged: 1, unknown: 1, placeholders: 1 },
  items: [
    { key: 'footer.termsOfUse', status: 'changed', text: 'Condições gerais', current: 'Termos de uso', problem: null },
    { key: 'footer.help', status: 'unchanged', text: 'Ajuda', current: 'Ajuda', problem: null },
    {
      key: 'portalMessages.close',
      status: 'placeholders',
      text: 'Fechar',
      current: 'Fechar a mensagem {{subject}}',
      problem: {
        message: 'Refused: keep the placeholders of the English text: {{subject}}.',
        messageKey: 'server.localization.placeholdersRefused',
        params: { placeholders: '{{subject}}' },
      },
    },
    {
      key: 'no.such.key',
      status: 'unknown',
      text: 'Nada',
      current: null,
      problem: {
        message: 'Refused: the portal has no text with this key.',
        messageKey: 'server.localization.unknownKeyRefused',
      },
    },
    { key: 'footer.contact', status: 'new', text: 'Contato', current: null, problem: null },
  ],
};

beforeEach(() => {
  signInForTest([], { userType: 'EMPLOYEE', admin: true, selectedCompany: null });
  apiServer.use(
    http.post('/api/admin/localization/locales/pt-BR/import/dry-run', () => json(preview)),
    http.post('/api/admin/localization/locales/pt-BR/import', () =>
      json({ message: '2 texts saved as drafts. Publish to show them.', count: 2 }),
    ),
  );
});

describe('ImportDialog', () => {
  it('asks for a file, dry runs it and lists each key with its result and the refusals, then saves the drafts', async () => {
    const requests = recordRequests();
    // The picker suggests .json and .xlf; a file chosen anyway ("All files") is still sent: the server reads its content.
    const user = userEvent.setup({ applyAccept: false });
    let closed = 0;
    renderWithProviders(<ImportDialog locale="pt-BR" opened onClose={() => (closed += 1)} />);
    const dialog = await screen.findByRole('dialog', { name: 'Import texts into pt-BR' });
    await user.click(within(dialog).getByRole('button', { name: 'Check file' }));
    expect(await within(dialog).findByText('This field is required')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    const content = JSON.stringify({ 'footer.termsOfUse': 'Condições gerais' });
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    // The name says CSV: the server reads the content, so the dialog sends it as it is.
    await user.upload(input, new File([content], 'texts.csv', { type: 'text/csv' }));
    await user.click(within(dialog).getByRole('button', { name: 'Check file' }));
    const table = await within(dialog).findByRole('table', { name: 'What the file changes' });
    expect(within(dialog).getByRole('status').textContent).toBe('New: 1 · Changed: 1 · Unchanged: 1 · Refused: 2');
    const rows = within(table).getAllByRole('row').slice(1);
    // New and changed first, then the refusals; unchanged keys are counted, not listed.
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'footer.contact',
      'footer.termsOfUse',
      'no.such.key',
      'portalMessages.close',
    ]);
    expect(rows[3]?.textContent).toContain('Placeholders differ');
    expect(rows[3]?.textContent).toContain('Refused: keep the placeholders of the English text: {{subject}}.');
    expect(rows[2]?.textContent).toContain('Unknown key');
    const dry = requests.find((r) => r.url.pathname.endsWith('/import/dry-run'));
    expect(JSON.parse(dry?.body ?? '{}')).toEqual({ fileName: 'texts.csv', content });
    await expectNoAxeViolations(document.body);

    await user.click(within(dialog).getByRole('button', { name: 'Save 2 drafts' }));
    await waitFor(() => expect(closed).toBe(1));
    const saved = requests.find((r) => r.url.pathname.endsWith('/import'));
    expect(JSON.parse(saved?.body ?? '{}')).toEqual({ fileName: 'texts.csv', content });
  });

  it("shows the server's refusal of the whole file", async () => {
    apiServer.use(
      http.post('/api/admin/localization/locales/pt-BR/import/dry-run', () =>
        json(
          {
            error: {
              code: 'VALIDATION_FAILED',
              message: 'The XLIFF file is not valid: it must be XLIFF 1.2 or 2.0 with plain-text units.',
              messageKey: 'server.localization.fileNotXliff',
            },
          },
          400,
        ),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<ImportDialog locale="pt-BR" opened onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Import texts into pt-BR' });
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['<html></html>'], 'texts.xlf', { type: 'application/xliff+xml' }));
    await user.click(within(dialog).getByRole('button', { name: 'Check file' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The XLIFF file is not valid: it must be XLIFF 1.2 or 2.0 with plain-text units.',
    );
    expect(within(dialog).queryByRole('button', { name: /Save/ })).toBeNull();
  });
});
