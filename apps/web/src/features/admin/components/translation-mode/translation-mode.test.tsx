import type { AdminLocale, AdminString } from '@connect/contracts/localization/localization-admin.schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { act } from 'react';
import { useTranslation } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiServer, json, recordRequests } from '@/test/api-server';
import { expectNoAxeViolations } from '@/test/axe';
import { renderWithProviders } from '@/test/render';
import { signInForTest } from '@/test/session';
import { setTranslationMode } from '@/lib/translation-mode';
import { recorderName } from './key-recorder';
import { TranslationMode } from './translation-mode';
import { TranslationModeHost } from './translation-mode-entry';

const base = '/api/admin/localization/locales';
let drafts = 0;
const heading: AdminString = {
  key: 'localizationAdmin.heading',
  area: 'localizationAdmin',
  english: 'Localization',
  current: 'Localization',
  builtIn: 'Localization',
  override: null,
  draft: null,
  hasDraft: false,
};
const cancel: AdminString = { ...heading, key: 'common.cancel', area: 'common', english: 'Cancel', current: 'Cancel' };

beforeEach(() => {
  drafts = 0;
  signInForTest([], { userType: 'EMPLOYEE', admin: true, selectedCompany: null });
  apiServer.use(
    http.get(base, () =>
      json([
        {
          locale_code: 'en-US',
          locale_name: 'English (United States)',
          active: true,
          isDefault: true,
          builtIn: true,
          drafts,
          overrides: 0,
        } satisfies AdminLocale,
      ]),
    ),
    http.get(`${base}/en-US/strings`, ({ request }) => {
      const key = new URL(request.url).searchParams.get('key');
      const items = [heading, cancel]
        .filter((s) => s.key === key)
        .map((s) => (drafts ? { ...s, draft: 'Languages and texts', hasDraft: true } : s));
      return json({ items, total: items.length, pageNumber: 1, pageSize: 1, areas: [] });
    }),
    http.put(`${base}/en-US/drafts`, () => {
      drafts = 1;
      return json({ message: 'Draft saved.' });
    }),
    http.post(`${base}/en-US/publish`, () => {
      drafts = 0;
      return json({ message: '1 change published.', count: 1 });
    }),
  );
});
afterEach(() => act(() => setTranslationMode(false)));

/** A screen rendered before the mode starts: its texts must be recorded all the same. */
function Screen({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <main>
      <h1>{t('localizationAdmin.heading')}</h1>
      <button type="button" onClick={onCancel}>
        {t('common.cancel')}
      </button>
      <p>Not from the catalogue</p>
    </main>
  );
}

describe('TranslationMode', () => {
  it('turns an Alt+click on a shown text into the dialog of its key (the click does nothing else), saves a draft and publishes', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    const onCancel = vi.fn();
    renderWithProviders(
      <>
        <Screen onCancel={onCancel} />
        <TranslationMode />
      </>,
    );
    await screen.findByRole('region', { name: 'Translation mode' });

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }), { altKey: true });
    expect(onCancel).not.toHaveBeenCalled();
    let dialog = await screen.findByRole('dialog', { name: 'Translate a text' });
    expect(await within(dialog).findByText('common.cancel')).toBeTruthy();
    // An Alt+click inside the open dialog (its own title) is the dialog's: it does not open another text.
    fireEvent.click(within(dialog).getByText('Translate a text'), { altKey: true });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(within(dialog).getByText('common.cancel')).toBeTruthy();
    expect(screen.queryByText('localizationAdmin.translationMode.dialogTitle')).toBeNull();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Without Alt the click is the page's own.
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('heading', { name: 'Localization' }), { altKey: true });
    dialog = await screen.findByRole('dialog', { name: 'Translate a text' });
    expect(await within(dialog).findByText('localizationAdmin.heading')).toBeTruthy();
    within(dialog).getByText('English (source)');
    expect(within(dialog).getByText('Shown now')).toBeTruthy();
    within(dialog).getByText('Language: English (United States) (en-US)');
    const text = within(dialog).getByRole('textbox', { name: 'Text in this language' });
    expect(text).toHaveProperty('value', 'Localization');
    expect(within(dialog).getByRole('button', { name: 'Publish 0 changes' })).toHaveProperty('disabled', true);
    await expectNoAxeViolations(dialog);

    await user.clear(text);
    await user.type(text, 'Languages and texts');
    await user.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    await within(dialog).findByText('Draft not yet published');
    const put = requests.find((r) => r.method === 'PUT');
    expect(put?.url.pathname).toBe(`${base}/en-US/drafts`);
    expect(JSON.parse(put?.body ?? '{}')).toEqual({ key: 'localizationAdmin.heading', value: 'Languages and texts' });

    await user.click(await within(dialog).findByRole('button', { name: 'Publish 1 change' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.url.pathname)).toEqual([`${base}/en-US/publish`]);
  });

  it('takes a published change back to the built-in text as a draft, from the dialog', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    const changed: AdminString = { ...heading, current: 'Languages', override: 'Languages' };
    apiServer.use(
      http.get(`${base}/en-US/strings`, () =>
        json({ items: [changed], total: 1, pageNumber: 1, pageSize: 1, areas: [] }),
      ),
    );
    renderWithProviders(
      <>
        <Screen onCancel={() => undefined} />
        <TranslationMode />
      </>,
    );
    await screen.findByRole('region', { name: 'Translation mode' });
    fireEvent.click(screen.getByRole('heading', { name: 'Localization' }), { altKey: true });
    const dialog = await screen.findByRole('dialog', { name: 'Translate a text' });
    await within(dialog).findByText('localizationAdmin.heading');
    await expectNoAxeViolations(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Back to the built-in text' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    const put = requests.find((r) => r.method === 'PUT');
    expect(JSON.parse(put?.body ?? '{}')).toEqual({ key: 'localizationAdmin.heading', value: null });
  });

  it('offers no way back for a text that was never changed', async () => {
    renderWithProviders(
      <>
        <Screen onCancel={() => undefined} />
        <TranslationMode />
      </>,
    );
    await screen.findByRole('region', { name: 'Translation mode' });
    fireEvent.click(screen.getByRole('heading', { name: 'Localization' }), { altKey: true });
    const dialog = await screen.findByRole('dialog', { name: 'Translate a text' });
    await within(dialog).findByText('localizationAdmin.heading');
    expect(within(dialog).queryByRole('button', { name: 'Back to the built-in text' })).toBeNull();
  });

  it('lists the texts of the screen for the keyboard, filters them, opens one and goes back to the list', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <Screen onCancel={() => undefined} />
        <TranslationMode />
      </>,
    );
    await user.click(await screen.findByRole('button', { name: 'Texts on this screen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Translate a text' });
    const list = within(dialog).getByRole('list', { name: 'Choose the text to change' });
    // The screen's two texts, not the mode's own banner.
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Cancelcommon.cancel', 'LocalizationlocalizationAdmin.heading']);
    await expectNoAxeViolations(dialog);
    await user.type(within(dialog).getByRole('textbox', { name: 'Filter texts' }), 'heading');
    expect(within(list).getAllByRole('button')).toHaveLength(1);
    within(list).getByRole('button').focus();
    await user.keyboard('{Enter}');
    expect(await within(dialog).findByRole('textbox', { name: 'Text in this language' })).toHaveProperty(
      'value',
      'Localization',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Back to the list' }));
    expect(await within(dialog).findByRole('list', { name: 'Choose the text to change' })).toBeTruthy();
  });

  it('says when nothing of the catalogue was clicked', async () => {
    renderWithProviders(
      <>
        <Screen onCancel={() => undefined} />
        <TranslationMode />
      </>,
    );
    await screen.findByRole('region', { name: 'Translation mode' });
    fireEvent.click(screen.getByText('Not from the catalogue'), { altKey: true });
    const dialog = await screen.findByRole('dialog', { name: 'Translate a text' });
    expect(within(dialog).getByRole('status').textContent).toContain('No text of the portal was found there.');
  });
});

describe('TranslationModeHost', () => {
  it('renders and records nothing while the mode is off; on, it loads the mode; Stop takes it away again', async () => {
    const user = userEvent.setup();
    let options: { postProcess?: unknown } = {};
    function Probe() {
      options = useTranslation().i18n.options;
      return null;
    }
    renderWithProviders(
      <>
        <Probe />
        <TranslationModeHost />
      </>,
    );
    expect(screen.queryByRole('region', { name: 'Translation mode' })).toBeNull();
    expect(options.postProcess).toBe(false);

    act(() => setTranslationMode(true));
    await screen.findByRole('region', { name: 'Translation mode' });
    await waitFor(() => expect(options.postProcess).toEqual([recorderName]));

    await user.click(screen.getByRole('button', { name: 'Stop' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Translation mode' })).toBeNull());
    expect(options.postProcess).toBe(false);
  });
});
