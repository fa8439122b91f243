import type { Delivery, Schedule } from '@connect/contracts/report-schedules/report-schedules.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { clearSession } from '@/lib/session/session-store';
import { apiServer, json, recordRequests, type RecordedRequest } from '@/test/api-server';
import { expectNoAxeViolations } from '@/test/axe';
import { renderWithProviders } from '@/test/render';
import { signInForTest } from '@/test/session';
import { ReportManagementPage } from '../report-management-page';
import { startAppI18n } from '@/test/app-i18n';

const lscompId = '55555555-5555-4555-8555-555555555555';
const danaId = '77777777-7777-4777-8777-777777777777';
const weekly: Schedule = {
  id: '88888888-8888-4888-8888-888888888888',
  name: 'Weekly statement',
  companyId: lscompId,
  companyCode: 'LSCOMP',
  companyName: 'Lone Star Components LLC',
  ownerName: 'Avery Admin',
  reportKey: 'billing_statement',
  parameters: { periodCode: 'LM' },
  format: 'pdf',
  frequency: 'weekly',
  timeOfDay: '07:00',
  dayOfWeek: 1,
  dayOfMonth: null,
  cronExpression: '',
  timeZone: 'America/Chicago',
  recipients: [
    { kind: 'user', userId: danaId, email: 'dana@lonestar.example', displayName: 'Dana Whitfield' },
    { kind: 'email', email: 'auditor@outside.example' },
  ],
  skipWhenEmpty: false,
  active: true,
  nextRunAt: '2026-11-30T13:00:00.000Z',
  lastRunAt: null,
  lastStatus: null,
};
const delivery: Delivery = {
  id: '99999999-9999-4999-8999-999999999999',
  trigger: 'manual',
  status: 'sent',
  rowCount: 12,
  fileName: 'Statement LSCOMP LM.pdf',
  hasFile: true,
  error: null,
  sentTo: [
    { kind: 'user', to: danaId, address: 'dana@lonestar.example', outcome: 'attached' },
    { kind: 'email', to: 'auditor@outside.example', address: 'auditor@outside.example', outcome: 'link' },
  ],
  startedAt: '2026-11-25T06:00:00.000Z',
  finishedAt: '2026-11-25T06:00:02.000Z',
};
const saved = { id: weekly.id, message: 'Schedule saved successfully', messageKey: 'server.reportSchedules.saved' };
const ran = {
  id: weekly.id,
  deliveryId: delivery.id,
  status: 'sent',
  message: 'The report ran and went to its recipients',
  messageKey: 'server.reportSchedules.ran',
};
const base = '/api/admin/report-schedules';
let requests: RecordedRequest[];

beforeEach(() => {
  requests = recordRequests();
  signInForTest([], { admin: true, userType: 'EMPLOYEE', selectedCompany: null });
  apiServer.use(
    http.get(base, () => json({ items: [weekly] })),
    http.post(base, () => json(saved, 201)),
    http.get(`${base}/choices`, () =>
      json({ reports: [{ key: 'billing_statement', name: 'Billing statement', periods: ['YTD', 'LM'] }] }),
    ),
    http.post(`${base}/preview`, () =>
      json({
        runs: [
          '2026-11-30T13:00:00.000Z',
          '2026-12-07T13:00:00.000Z',
          '2026-12-14T13:00:00.000Z',
          '2026-12-21T13:00:00.000Z',
          '2026-12-28T13:00:00.000Z',
        ],
      }),
    ),
    http.post(`${base}/${weekly.id}/run`, () => json(ran)),
    http.get(`${base}/${weekly.id}/deliveries`, () => json({ items: [delivery] })),
    http.post(`${base}/${weekly.id}/deliveries/:deliveryId/resend`, () =>
      json({
        ...ran,
        message: 'The archived report was sent again',
        messageKey: 'server.reportSchedules.resent',
      }),
    ),
    http.get('/api/admin/report-audience', () =>
      json({
        companies: [{ id: lscompId, code: 'LSCOMP', name: 'Lone Star Components LLC' }],
        users: [{ id: danaId, email: 'dana@lonestar.example', displayName: 'Dana Whitfield' }],
      }),
    ),
    http.get('/api/admin/report-manager', () => json({ all: true, companies: [] })),
    http.get('/api/admin/reports', () => json({ items: [] })),
    http.get('/api/admin/report-categories', () => json({ items: [] })),
  );
});

afterEach(async () => {
  clearSession();
  if (i18next.isInitialized) await i18next.changeLanguage('en-US');
});

describe('report scheduler', () => {
  it(
    'lists schedules, validates the form, previews the next five runs and saves a weekly schedule',
    { timeout: 60_000 },
    async () => {
      const user = userEvent.setup();
      const { container } = renderWithProviders(<ReportManagementPage />, { route: '/u/reports?tab=scheduler' });
      const table = await screen.findByRole('table', { name: 'Scheduled reports' });
      const row = (await within(table).findByText('Weekly statement')).closest('tr') as HTMLElement;
      expect(within(row).getByText('Every Monday at 07:00 (America/Chicago)')).toBeTruthy();
      expect(within(row).getByText('dana@lonestar.example, auditor@outside.example')).toBeTruthy();
      await expectNoAxeViolations(container);

      await user.click(screen.getByRole('button', { name: 'Add schedule' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add schedule' });
      await user.click(within(dialog).getByRole('radio', { name: 'Cron expression' }));
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(within(dialog).getByText('Schedule Name is mandatory')).toBeTruthy();
      expect(within(dialog).getByText('Choose the company the report is for')).toBeTruthy();
      expect(within(dialog).getByText('Cron Expression is mandatory')).toBeTruthy();
      expect(within(dialog).getByText('Add at least one recipient')).toBeTruthy();
      expect(requests.some((r) => r.method === 'POST' && r.url.pathname === '/api/admin/report-schedules')).toBe(false);
      await expectNoAxeViolations(document.body);

      await user.click(within(dialog).getByRole('radio', { name: 'Weekly' }));
      await user.click(within(dialog).getByLabelText(/^Schedule Name/));
      await user.paste('Monday statement');
      await user.click(within(dialog).getByLabelText(/^Company/));
      await user.click(await screen.findByRole('option', { name: 'LSCOMP — Lone Star Components LLC' }));
      // The time zone starts as the browser's own (a searchable list of every IANA zone).
      const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      expect(within(dialog).getByLabelText(/^Time zone/)).toHaveProperty('value', zone);
      const preview = await within(dialog).findByText('Next five runs');
      const list = await waitFor(() => {
        const items = within(preview.parentElement as HTMLElement).getAllByRole('listitem');
        expect(items).toHaveLength(5);
        return items;
      });
      const shown = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeStyle: 'short', timeZone: zone });
      expect(list.map((item) => item.textContent)).toEqual(
        ['2026-11-30', '2026-12-07', '2026-12-14', '2026-12-21', '2026-12-28'].map((day) =>
          shown.format(new Date(`${day}T13:00:00.000Z`)),
        ),
      );
      const previewed = requests.filter((r) => r.url.pathname.endsWith('/preview')).at(-1);
      expect(JSON.parse(previewed?.body ?? '{}')).toMatchObject({
        frequency: 'weekly',
        dayOfWeek: 1,
        timeZone: zone,
      });

      await user.click(within(dialog).getByLabelText(/^Portal users/));
      await user.click(await screen.findByRole('option', { name: 'Dana Whitfield <dana@lonestar.example>' }));
      await user.click(within(dialog).getByLabelText(/^Outside e-mail addresses/));
      await user.paste('auditor@outside.example');
      await user.keyboard('{Enter}');
      await user.click(within(dialog).getByRole('radio', { name: 'Excel' }));
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add schedule' })).toBeNull());
      const post = requests.find((r) => r.method === 'POST' && r.url.pathname === '/api/admin/report-schedules');
      expect(JSON.parse(post?.body ?? '{}')).toEqual({
        name: 'Monday statement',
        companyId: lscompId,
        reportKey: 'billing_statement',
        parameters: { periodCode: 'LM' },
        format: 'xlsx',
        frequency: 'weekly',
        timeOfDay: '08:00',
        dayOfWeek: 1,
        dayOfMonth: null,
        cronExpression: '',
        timeZone: zone,
        recipients: [
          { kind: 'user', userId: danaId },
          { kind: 'email', email: 'auditor@outside.example' },
        ],
        skipWhenEmpty: false,
        active: true,
      });
    },
  );

  it('runs a schedule now and re-sends a run from its delivery log', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ReportManagementPage />, { route: '/u/reports?tab=scheduler' });
    await user.click(await screen.findByRole('button', { name: 'Run Weekly statement now' }));
    await waitFor(() =>
      expect(requests.some((r) => r.method === 'POST' && r.url.pathname.endsWith(`${weekly.id}/run`))).toBe(true),
    );

    await user.click(screen.getByRole('button', { name: 'Delivery log of Weekly statement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delivery log of Weekly statement' });
    const log = within(dialog).getByRole('table', { name: 'Delivery log of Weekly statement' });
    const row = (await within(log).findAllByRole('row'))[1] as HTMLElement;
    expect(within(row).getByText('Sent')).toBeTruthy();
    expect(within(row).getByText('12')).toBeTruthy();
    expect(within(row).getByText('dana@lonestar.example (attached), auditor@outside.example (link)')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Download Statement LSCOMP LM.pdf' })).toBeTruthy();
    await expectNoAxeViolations(document.body);
    await user.click(within(row).getByRole('button', { name: /^Re-send the run of/ }));
    await waitFor(() =>
      expect(
        requests.some((r) => r.method === 'POST' && r.url.pathname.endsWith(`/deliveries/${delivery.id}/resend`)),
      ).toBe(true),
    );
  });

  it('speaks Spanish and Portuguese, validation messages included', async () => {
    const user = userEvent.setup();
    // The app's own i18next instance (the one messages are worded with), in Spanish, then Portuguese.
    await startAppI18n('es-MX');
    renderWithProviders(
      <I18nextProvider i18n={i18next}>
        <ReportManagementPage />
      </I18nextProvider>,
      { route: '/u/reports?tab=scheduler' },
    );
    await user.click(await screen.findByRole('button', { name: 'Agregar programación' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agregar programación' });
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(within(dialog).getByText('El nombre de la programación es obligatorio')).toBeTruthy();
    expect(within(dialog).getByText('Agregue al menos un destinatario')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await i18next.changeLanguage('pt-BR');
    await user.click(await screen.findByRole('button', { name: 'Adicionar agendamento' }));
    const dialogPt = await screen.findByRole('dialog', { name: 'Adicionar agendamento' });
    await user.click(within(dialogPt).getByRole('button', { name: 'Salvar' }));
    expect(within(dialogPt).getByText('O nome do agendamento é obrigatório')).toBeTruthy();
  });
});
