import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, apiServer, json, recordRequests } from '@/test/api-server';
import { expectNoAxeViolations } from '@/test/axe';
import { usersPageWithMarco } from '@/test/fixtures/admin';
import { renderWithProviders } from '@/test/render';
import { signInForTest } from '@/test/session';
import { ResourceEditorDialog } from './resource-editor-dialog';

beforeEach(() => {
  signInForTest([], { userType: 'EMPLOYEE', admin: true, selectedCompany: null });
  apiServer.use(http.get('/api/admin/users', () => json(usersPageWithMarco)));
});

describe('the resource editor (spec 2 §5 messages)', () => {
  it("refuses to save an empty resource with the spec's texts and sends nothing", async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    renderWithProviders(<ResourceEditorDialog opened resource={null} onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'New resource' });
    expect(dialog).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'File' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText("Title can't be empty.")).toBeTruthy();
    expect(screen.getByText("Description can't be empty.")).toBeTruthy();
    expect(screen.getByText('Please add the file to upload.')).toBeTruthy();
    expect(screen.getByText('Please select atleast one module')).toBeTruthy();
    expect(screen.getByText('Please select atleast one visibility')).toBeTruthy();

    await user.click(screen.getByRole('checkbox', { name: 'Customers' }));
    await user.click(screen.getByRole('checkbox', { name: 'Companies' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please add one customer.')).toBeTruthy();
    expect(screen.getByText('Please add one company.')).toBeTruthy();
    expect(requests.filter((r) => r.method !== 'GET')).toHaveLength(0);
    await expectNoAxeViolations(document.body);
  });

  it('sends a link resource for a company with exactly the contract fields', async () => {
    const requests = recordRequests();
    const onClose = vi.fn();
    apiServer.use(
      http.post('/api/admin/resources', () =>
        json({
          id: '3f1e2d4c-5b6a-4798-8a9b-0c1d2e3f4a5b',
          title: 'Incoterms',
          description: 'Guide',
          kind: 'link',
          url: 'https://example.com/incoterms',
          file: null,
          modules: ['booking'],
          category: '',
          visibilityTypes: ['Company'],
          customers: [],
          companies: [{ code: 'SERRAZ', name: 'Serra Azul Importadora' }],
          publishAt: '2026-11-24T10:00:00Z',
          expiresAt: null,
          requiresAck: true,
          state: 'live',
          readCount: 0,
          acknowledgedCount: 0,
          createdAt: '2026-11-24T10:00:00Z',
          updatedAt: '2026-11-24T10:00:00Z',
        }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<ResourceEditorDialog opened resource={null} onClose={onClose} />);
    await screen.findByRole('dialog', { name: 'New resource' });
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Incoterms');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Guide');
    await user.type(screen.getByRole('textbox', { name: 'Link' }), 'https://example.com/incoterms');
    await user.click(screen.getByRole('checkbox', { name: 'Bookings' }));
    await user.click(screen.getByRole('checkbox', { name: 'Companies' }));
    await user.click(screen.getByRole('combobox', { name: 'Companies' }));
    await user.click(await screen.findByRole('option', { name: 'Serra Azul Importadora (SERRAZ)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Readers must acknowledge it' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const posted = requests.find((r) => r.method === 'POST');
    const body = JSON.parse(posted?.body ?? '{}') as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(
      [
        'category',
        'companyCodes',
        'customerIds',
        'description',
        'expiresAt',
        'fileId',
        'kind',
        'modules',
        'publishAt',
        'requiresAck',
        'title',
        'url',
        'visibilityTypes',
      ].sort(),
    );
    expect(body).toMatchObject({
      kind: 'link',
      url: 'https://example.com/incoterms',
      fileId: null,
      modules: ['booking'],
      visibilityTypes: ['Company'],
      companyCodes: ['SERRAZ'],
      customerIds: [],
      requiresAck: true,
    });
  });

  it("uploads the chosen file at once and shows the server's refusal of a file that is not what its name says", async () => {
    let refuse = true;
    apiServer.use(
      http.put('/api/admin/resources/files', ({ request }) =>
        refuse
          ? apiError('UNSUPPORTED_MEDIA_TYPE', 415, 'File is not valid')
          : json(
              {
                id: '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
                fileName: new URL(request.url).searchParams.get('fileName'),
                contentType: 'application/pdf',
                fileSize: 9,
                message: 'The file has been uploaded.',
              },
              201,
            ),
      ),
    );
    const requests = recordRequests();
    const user = userEvent.setup();
    renderWithProviders(<ResourceEditorDialog opened resource={null} onClose={vi.fn()} />);
    await screen.findByRole('dialog', { name: 'New resource' });
    await user.click(screen.getByRole('radio', { name: 'File' }));
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, new File(['<html></html>'], 'guide.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('File is not valid')).toBeTruthy();
    refuse = false;
    await user.upload(input, new File(['%PDF-1.4\n'], 'customs guide.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Uploaded: customs guide.pdf')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('File is not valid')).toBeNull());
    const uploads = requests.filter((r) => r.method === 'PUT');
    expect(uploads.map((r) => r.url.searchParams.get('fileName'))).toEqual(['guide.pdf', 'customs guide.pdf']);
    expect(uploads[1]?.headers.get('content-type')).toBe('application/octet-stream');
  });
});
