import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearRequestCredentials, setRequestCredentials } from '@/lib/request-headers';
import { apiServer } from '@/test/api-server';
import { expectNoAxeViolations } from '@/test/axe';
import { renderWithProviders } from '@/test/render';
import { DocumentViewer } from './document-viewer';
import { buildDocx, buildPptx, buildXlsx, headingStyles, sampleDocxBody } from './test-documents';

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const svg = new TextEncoder().encode(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><rect width="4" height="4"/></svg>',
);
const pdf = new TextEncoder().encode('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF');

type FetchCall = { url: string; method: string; headers: Headers };
let calls: FetchCall[];
let respond: (url: string) => Response | Promise<Response>;

function serve(bytes: Uint8Array, status = 200) {
  respond = () => new Response(status === 204 ? null : (bytes as Uint8Array<ArrayBuffer>), { status });
}

beforeEach(() => {
  calls = [];
  respond = () => new Response(null, { status: 404 });
  apiServer.use(
    // eslint-disable-next-line no-restricted-syntax -- the viewer fetches any document URL (this origin or another host)
    http.all('*', ({ request }) => {
      calls.push({ url: request.url, method: request.method, headers: request.headers });
      return respond(request.url);
    }),
  );
  let next = 0;
  URL.createObjectURL = vi.fn(() => `blob:http://localhost/object-${(next += 1)}`);
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  vi.restoreAllMocks();
  clearRequestCredentials();
});

describe('DocumentViewer (spec 2 §2, §7, §8)', () => {
  it("shows 'No document available' when there is no document, with the Download button disabled", () => {
    renderWithProviders(<DocumentViewer document={null} />);
    expect(screen.getByText('No document available')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download' }).hasAttribute('disabled')).toBe(true);
    expect(calls).toEqual([]);
  });

  it("shows 'No document available' when the document does not exist (404) or is empty", async () => {
    renderWithProviders(<DocumentViewer document={{ url: '/api/documents/missing.pdf', fileName: 'missing.pdf' }} />);
    expect(await screen.findByText('No document available')).toBeTruthy();
    serve(new Uint8Array(0));
    renderWithProviders(<DocumentViewer document={{ url: '/api/documents/empty.png', fileName: 'empty.png' }} />);
    await waitFor(() => expect(screen.getAllByText('No document available')).toHaveLength(2));
  });

  it('is 93vh high and labelled with the file name; a loader shows while the GET is under way', async () => {
    let release: (response: Response) => void = () => undefined;
    respond = () => new Promise<Response>((resolve) => (release = resolve));
    renderWithProviders(<DocumentViewer document={{ url: '/api/documents/1/photo.png', fileName: 'photo.png' }} />);
    const region = screen.getByRole('region', { name: 'Document photo.png' });
    expect(region.style.height).toBe('93vh');
    expect(within(region).getByRole('status').textContent).toContain('Loading document…');
    // MSW sees the request a few microtasks after fetch is called: wait for it, the loader still showing.
    await waitFor(() => expect(calls[0]?.method).toBe('GET'));
    expect(within(region).getByRole('status').textContent).toContain('Loading document…');
    release(new Response(png));
    const image = await screen.findByRole('img', { name: 'photo.png' });
    expect(image.getAttribute('src')).toMatch(/^blob:/);
    expect(URL.createObjectURL).toHaveBeenCalledWith(expect.objectContaining({ type: 'image/png' }));
  });

  it('shows an SVG through <img>, never inlined into the page', async () => {
    serve(svg);
    const { container } = renderWithProviders(
      <DocumentViewer document={{ url: '/api/documents/logo.svg', fileName: 'logo.svg' }} />,
    );
    expect((await screen.findByRole('img', { name: 'logo.svg' })).tagName).toBe('IMG');
    expect(container.querySelector('svg rect, script, [onload]')).toBeNull();
    expect(URL.createObjectURL).toHaveBeenCalledWith(expect.objectContaining({ type: 'image/svg+xml' }));
  });

  it("shows a PDF in the browser's own viewer: a frame of a blob: URL typed application/pdf", async () => {
    serve(pdf);
    renderWithProviders(<DocumentViewer document={{ url: '/api/documents/invoice.pdf', fileName: 'invoice.pdf' }} />);
    const frame = await screen.findByTitle('PDF document invoice.pdf');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toMatch(/^blob:/);
    expect(URL.createObjectURL).toHaveBeenCalledWith(expect.objectContaining({ type: 'application/pdf' }));
  });

  it('does not show bytes that are not what the name says (an HTML page named .pdf)', async () => {
    serve(new TextEncoder().encode('<html><script>alert(1)</script></html>'));
    renderWithProviders(<DocumentViewer document={{ url: '/api/documents/fake.pdf', fileName: 'fake.pdf' }} />);
    expect(await screen.findByText('This document cannot be shown')).toBeTruthy();
    expect(screen.queryByTitle('PDF document fake.pdf')).toBeNull();
    expect(screen.getByRole('button', { name: 'Download to open' })).toBeTruthy();
  });

  it('reads a .docx in the app: headings, bold text and a table with column headers; text is never markup', async () => {
    serve(await buildDocx(sampleDocxBody, headingStyles));
    const { container } = renderWithProviders(
      <DocumentViewer document={{ url: '/api/documents/invoice.docx', fileName: 'invoice.docx' }} />,
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Commercial invoice' })).toBeTruthy();
    expect(screen.getByText('Lone Star Components').tagName).toBe('STRONG');
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Item', 'Qty']);
    expect(within(table).getByRole('cell', { name: 'Gearbox' })).toBeTruthy();
    expect(screen.getByText('<img src=x onerror=alert(1)> <b>not bold</b>')).toBeTruthy();
    expect(container.querySelector('img, b')).toBeNull();
    expect(screen.getByRole('region', { name: 'Content of invoice.docx' }).tabIndex).toBe(0);
    await expectNoAxeViolations(container);
  });

  it('reads an .xlsx into one tab per sheet, each an accessible table, switched with the keyboard', async () => {
    serve(
      await buildXlsx([
        {
          name: 'Shipments',
          rows: [
            ['House bill', 'Pieces'],
            ['HB-1001', 12],
          ],
        },
        {
          name: 'Charges',
          rows: [
            ['Charge', 'Amount'],
            ['Freight', 1250.5],
          ],
        },
      ]),
    );
    const user = userEvent.setup();
    const { container } = renderWithProviders(
      <DocumentViewer document={{ url: '/api/documents/rates.xlsx', fileName: 'rates.xlsx' }} />,
    );
    const tabs = await screen.findByRole('tablist', { name: 'Sheets' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Shipments', 'Charges']);
    const first = screen.getByRole('table', { name: 'Sheet Shipments' });
    expect(
      within(first)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['House bill', 'Pieces']);
    expect(within(first).getByRole('cell', { name: 'HB-1001' })).toBeTruthy();
    await expectNoAxeViolations(container);

    await user.click(screen.getByRole('tab', { name: 'Shipments' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Charges' }).getAttribute('aria-selected')).toBe('true');
    const second = await screen.findByRole('table', { name: 'Sheet Charges' });
    expect(within(second).getByRole('cell', { name: '1250.5' })).toBeTruthy();
  });

  it('reads a .pptx into one labelled section per slide', async () => {
    serve(
      await buildPptx([
        { file: 1, title: 'Quarterly review', body: ['Volumes up 12%'] },
        { file: 2, body: [] },
      ]),
    );
    const { container } = renderWithProviders(
      <DocumentViewer document={{ url: '/api/documents/review.pptx', fileName: 'review.pptx' }} />,
    );
    const slide = await screen.findByRole('region', { name: 'Slide 1 of 2: Quarterly review' });
    expect(within(slide).getByText('Volumes up 12%')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Slide 2 of 2' })).getByText('This slide has no text.'),
    ).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('offers the legacy .doc/.xls/.ppt for download with a clear message, fetching only on demand', async () => {
    serve(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0]));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const { container } = renderWithProviders(
      <DocumentViewer document={{ url: '/api/documents/old.xls', fileName: 'old.xls' }} />,
    );
    expect(screen.getByText('This file cannot be shown here')).toBeTruthy();
    expect(screen.getByText(/older \.xls format/)).toBeTruthy();
    expect(calls).toEqual([]);
    await expectNoAxeViolations(container);

    await user.click(screen.getByRole('button', { name: 'Download to open' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(calls.map((c) => c.url)).toEqual(['http://localhost:3000/api/documents/old.xls']);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('old.xls');
    expect(URL.createObjectURL).toHaveBeenCalledWith(expect.objectContaining({ type: 'application/octet-stream' }));
  });

  it('downloads the loaded bytes with the always-present Download button (no second GET)', async () => {
    serve(pdf);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderWithProviders(<DocumentViewer document={{ url: '/api/documents/invoice.pdf', fileName: 'invoice.pdf' }} />);
    await screen.findByTitle('PDF document invoice.pdf');
    await user.click(screen.getByRole('button', { name: 'Download invoice.pdf' }));
    expect(click).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(1);
  });

  it('shows the server error clearly and tries again on request', async () => {
    respond = () =>
      new Response(JSON.stringify({ error: { code: 'INTERNAL', message: 'Storage is unavailable' } }), {
        status: 500,
      });
    const user = userEvent.setup();
    renderWithProviders(<DocumentViewer document={{ url: '/api/documents/1.png', fileName: '1.png' }} />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The document could not be loaded')).toBeTruthy();
    expect(within(alert).getByText('Storage is unavailable')).toBeTruthy();
    serve(png);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('img', { name: '1.png' })).toBeTruthy();
  });

  it('sends the session credentials to this origin only, never to another host', async () => {
    setRequestCredentials({ accessToken: 'secret-token' });
    serve(png);
    renderWithProviders(<DocumentViewer document={{ url: '/api/documents/a.png', fileName: 'a.png' }} />);
    await screen.findByRole('img', { name: 'a.png' });
    renderWithProviders(<DocumentViewer document={{ url: 'https://files.example/b.png', fileName: 'b.png' }} />);
    await screen.findByRole('img', { name: 'b.png' });
    const headersOf = (url: string) => calls.find((c) => c.url.endsWith(url))?.headers;
    expect(headersOf('/a.png')?.get('Authorization')).toBe('Bearer secret-token');
    expect(headersOf('/b.png')?.has('Authorization')).toBe(false);
    expect(calls.some((c) => c.url.endsWith('/b.png'))).toBe(true);
  });
});
