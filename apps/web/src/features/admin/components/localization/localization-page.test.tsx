import type { AdminString } from '@connect/contracts/localization/localization-admin.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiServer, json, recordRequests } from '@/test/api-server';
import { expectNoAxeViolations } from '@/test/axe';
import { renderWithProviders } from '@/test/render';
import { signInForTest } from '@/test/session';
import { LocalizationPage } from './localization-page';

const locales = [
  {
    locale_code: 'en-US',
    locale_name: 'English (United States)',
    active: true,
    isDefault: true,
    builtIn: true,
    drafts: 0,
    overrides: 0,
  },
  {
    locale_code: 'pt-BR',
    locale_name: 'Portuguese (Brazil)',
    active: true,
    isDefault: false,
    builtIn: true,
    drafts: 1,
    overrides: 0,
  },
];
const closeKey: AdminString = {
  key: 'portalMessages.close',
  area: 'portalMessages',
  english: 'Close the message {{subject}}',
  current: 'Fechar a mensagem {{subject}}',
  builtIn: 'Fechar a mensagem {{subject}}',
  override: null,
  draft: null,
  hasDraft: false,
};

beforeEach(() => {
  signInForTest([], { userType: 'EMPLOYEE', admin: true, selectedCompany: null });
  apiServer.use(
    http.get('/api/admin/localization/locales', () => json(locales)),
    http.get('/api/admin/localization/locales/pt-BR/strings', () =>
      json({ items: [closeKey], total: 1, pageNumber: 1, pageSize: 25, areas: ['portalMessages'] }),
    ),
    http.post('/api/admin/localization/locales', () =>
      json(
        {
          error: {
            code: 'CONFLICT',
            message: 'Locale is Duplicate',
            messageKey: 'errors.localeDuplicate',
            details: {
              fields: [
                { path: 'body.locale_code', message: 'Locale is Duplicate', messageKey: 'errors.localeDuplicate' },
              ],
            },
          },
        },
        409,
      ),
    ),
    http.put('/api/admin/localization/locales/pt-BR/drafts', () =>
      json({ message: 'The change is saved as a draft. Publish to show it.' }),
    ),
    http.post('/api/admin/localization/locales/pt-BR/publish', () =>
      json({ message: '1 change published.', count: 1 }),
    ),
  );
});

describe('/u/localization', () => {
  it("shows the languages, refuses a duplicate with 'Locale is Duplicate', and keeps the default language on", async () => {
    const user = userEvent.setup();
    renderWithProviders(<LocalizationPage />);
    const english = await screen.findByRole('switch', { name: 'Readers may choose English (United States)' });
    expect((english as HTMLInputElement).disabled).toBe(true);
    expect(
      (screen.getByRole('switch', { name: 'Readers may choose Portuguese (Brazil)' }) as HTMLInputElement).checked,
    ).toBe(true);
    const form = screen.getByRole('form', { name: 'Add language' });
    await user.click(within(form).getByRole('button', { name: 'Add language' }));
    expect(await within(form).findAllByText('This field is required')).toHaveLength(1);
    await user.type(within(form).getByRole('textbox', { name: 'Code' }), 'pt-BR');
    await user.type(within(form).getByRole('textbox', { name: 'Language' }), 'Português');
    await user.click(within(form).getByRole('button', { name: 'Add language' }));
    expect(await within(form).findByText('Locale is Duplicate')).toBeTruthy();
    await expectNoAxeViolations(document.body);
  });

  it('edits a text as a draft with a preview of its placeholders, and publishes the drafts', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    renderWithProviders(<LocalizationPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit portalMessages.close' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change a text' });
    const text = within(dialog).getByRole('textbox', { name: 'Text in this language' });
    await user.clear(text);
    await user.type(text, 'Fechar aviso {{{{subject}}');
    expect(within(dialog).getByRole('status').textContent).toBe('Fechar aviso [subject]');
    await expectNoAxeViolations(document.body);
    await user.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change a text' })).toBeNull());
    const put = requests.find((r) => r.method === 'PUT');
    expect(JSON.parse(put?.body ?? '{}')).toEqual({ key: 'portalMessages.close', value: 'Fechar aviso {{subject}}' });
    await user.click(screen.getByRole('button', { name: 'Publish 1 change' }));
    await waitFor(() => expect(requests.some((r) => r.url.pathname.endsWith('/publish'))).toBe(true));
  });
});
