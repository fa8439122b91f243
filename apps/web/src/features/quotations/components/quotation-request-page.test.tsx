import { quotationResponseSchema, requestQuotationSchema } from '@connect/contracts/quotations/quotations.schemas';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { Route, Routes, useSearchParams } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiServer, json, recordRequests } from '@/test/api-server';
import { expectNoAxeViolations } from '@/test/axe';
import { renderWithProviders } from '@/test/render';
import { signInForTest } from '@/test/session';
import { QuotationRequestPage } from './quotation-request-page';
import { quotationFixture } from './quotation-test-data';

function DetailLanding() {
  const [params] = useSearchParams();
  return <p>Quotation {params.get('id')}</p>;
}

const renderPage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/quotations/new" element={<QuotationRequestPage />} />
      <Route path="/quotations/receipt-detail" element={<DetailLanding />} />
    </Routes>,
    { route: '/quotations/new' },
  );

describe('QuotationRequestPage', () => {
  beforeEach(() => signInForTest(['freight-manager']));

  it("names the missing fields on submit and sends nothing; origin and destination can't be the same", async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Request Quotation' }));
    expect(await screen.findByText('This form is not valid.', { exact: false })).toBeTruthy();
    expect(screen.getAllByText('This field is required').length).toBeGreaterThanOrEqual(6);
    await user.type(screen.getByRole('textbox', { name: /^Origin/ }), 'dfw');
    await user.type(screen.getByRole('textbox', { name: /^Destination/ }), 'dfw');
    await user.click(screen.getByRole('button', { name: 'Request Quotation' }));
    expect(await screen.findByText('Origin and Destination cannot be same')).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
    await expectNoAxeViolations(document.body);
  });

  it('sends the request the server schema reads and opens the new quotation', async () => {
    const requests = recordRequests();
    const created = quotationFixture({ status: 'requested', options: [] });
    apiServer.use(
      http.post('/api/quotations', () =>
        json(quotationResponseSchema.parse({ quotation: created, message: 'Quotation requested' }), 201),
      ),
    );
    const user = userEvent.setup();
    renderPage();
    await user.selectOptions(screen.getByRole('combobox', { name: /^Mode/ }), 'AIR');
    await user.type(screen.getByRole('textbox', { name: /^Origin/ }), 'dfw');
    await user.type(screen.getByRole('textbox', { name: /^Destination/ }), 'gru');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Incoterm/ }), 'FCA');
    await user.type(screen.getByLabelText(/^Cargo Ready Date/), '2026-12-04');
    await user.type(screen.getByRole('textbox', { name: /^Commodity/ }), 'Industrial sensors');
    await user.type(screen.getByRole('textbox', { name: /^Pieces/ }), '4');
    await user.type(screen.getByRole('textbox', { name: /^Total Gross Weight/ }), '180');
    await user.click(screen.getByRole('button', { name: 'Request Quotation' }));
    expect(await screen.findByText(`Quotation ${created.id}`)).toBeTruthy();
    const post = requests.find((r) => r.method === 'POST');
    const body = requestQuotationSchema.parse(JSON.parse(post?.body ?? '{}'));
    expect(body).toMatchObject({
      mode: 'AIR',
      serviceLevel: 'Express',
      originCode: 'DFW',
      destinationCode: 'GRU',
      incoterms: 'FCA',
      cargoReadyDate: '2026-12-04',
      commodity: 'Industrial sensors',
      pieces: 4,
      grossWeight: 180,
      weightUnit: 'KG',
    });
  });
  it('starts from a freight estimate: mode, lane and cargo from the query string, a value that does not fit left out', async () => {
    renderWithProviders(
      <Routes>
        <Route path="/quotations/new" element={<QuotationRequestPage />} />
      </Routes>,
      {
        route:
          '/quotations/new?mode=AIR&serviceLevel=Economy&originCode=dfw&destinationCode=GRU&pieces=3&grossWeight=120.5&weightUnit=LB&volumeCbm=0.75&containerCount=abc',
      },
    );
    expect(((await screen.findByRole('combobox', { name: /^Mode/ })) as HTMLSelectElement).value).toBe('AIR');
    expect((screen.getByRole('textbox', { name: /^Origin/ }) as HTMLInputElement).value).toBe('DFW');
    expect((screen.getByRole('textbox', { name: /^Destination/ }) as HTMLInputElement).value).toBe('GRU');
    expect((screen.getByRole('textbox', { name: /^Pieces/ }) as HTMLInputElement).value).toBe('3');
    expect((screen.getByRole('textbox', { name: /^Total Gross Weight/ }) as HTMLInputElement).value).toBe('120.5');
    expect((screen.getByRole('combobox', { name: /^Service/ }) as HTMLSelectElement).value).toBe('Economy');
    expect((screen.getByRole('combobox', { name: /^Weight/ }) as HTMLSelectElement).value).toBe('LB');
  });
});
