import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { apiError, apiServer, json, recordRequests } from '@/test/api-server';
import { renderWithProviders } from '@/test/render';
import type { ExportColumn } from './build-files';
import { ExportEmailDialog } from './export-email-dialog';

type Row = { house: string; pieces: number };
const columns: ExportColumn<Row>[] = [
  { title: 'House Bill', value: (r) => r.house },
  { title: 'Pieces', value: (r) => r.pieces },
];
const rows: Row[] = [
  { house: 'HB-1001', pieces: 2 },
  { house: '=cmd', pieces: 5 },
];

function open(onClose = vi.fn()) {
  const user = userEvent.setup();
  renderWithProviders(
    <ExportEmailDialog opened onClose={onClose} columns={columns} loadRows={async () => rows} title="Shipments" />,
  );
  const address = () => screen.getByRole('textbox', { name: 'Recipient e-mail address' });
  return { user, address, onClose };
}

describe('ExportEmailDialog (spec 2 §5)', () => {
  it("adds only valid, new addresses with the spec's messages, and removes them", async () => {
    const { user, address } = open();
    await user.type(address(), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter valid email address');
    expect((address() as HTMLInputElement).value).toBe('not-an-address');
    await user.clear(address());
    await user.type(address(), 'buyer@example.com{Enter}');
    expect(screen.getByText('buyer@example.com')).toBeTruthy();
    await user.type(address(), 'BUYER@example.com');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByRole('alert').textContent).toBe('email address already exist in list');
    await user.click(screen.getByRole('button', { name: 'Remove buyer@example.com' }));
    expect(screen.queryByText('buyer@example.com')).toBeNull();
    expect((screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).rows).toBe(6);
  });

  it("needs a recipient and a file type: 'Email address required'", async () => {
    const requests = recordRequests();
    const { user, address } = open();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert').textContent).toBe('Email address required');
    await user.type(address(), 'buyer@example.com{Enter}');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert').textContent).toBe('Email address required');
    expect(requests).toEqual([]);
  });

  it('posts columns, data keyed by titles (escaped), the file type and a base64 CSV; closes on success', async () => {
    const bodies: Record<string, unknown>[] = [];
    apiServer.use(
      http.post('/api/exportemail/send', async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        return json({ isSuccess: true, message: 'Email sent successfully' });
      }),
    );
    const { user, address, onClose } = open();
    await user.type(address(), 'buyer@example.com{Enter}');
    await user.selectOptions(screen.getByRole('combobox', { name: 'File type' }), 'CSV');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Weekly list');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const body = bodies[0];
    expect(body).toMatchObject({
      emailAddresses: ['buyer@example.com'],
      message: 'Weekly list',
      columns: ['House Bill', 'Pieces'],
      data: [
        { 'House Bill': 'HB-1001', Pieces: 2 },
        { 'House Bill': "'=cmd", Pieces: 5 },
      ],
      fileType: 'CSV',
      fileName: expect.stringMatching(/^shipments-\d{4}-\d{2}-\d{2}\.csv$/),
    });
    const csv = atob(String(body?.file));
    expect(csv).toContain('House Bill,Pieces\r\nHB-1001,2\r\n');
  });

  it('keeps everything typed and says so when sending fails', async () => {
    apiServer.use(http.post('/api/exportemail/send', () => apiError('INTERNAL', 500, 'boom')));
    const { user, address, onClose } = open();
    await user.type(address(), 'buyer@example.com{Enter}');
    await user.selectOptions(screen.getByRole('combobox', { name: 'File type' }), 'Excel');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Keep me');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' }).getAttribute('data-loading')).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByText('buyer@example.com')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).value).toBe('Keep me');
  });
});
