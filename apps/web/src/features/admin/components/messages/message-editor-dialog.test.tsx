import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiServer, json, recordRequests } from '@/test/api-server';
import { expectNoAxeViolations } from '@/test/axe';
import { usersPageWithMarco } from '@/test/fixtures/admin';
import { renderWithProviders } from '@/test/render';
import { signInForTest } from '@/test/session';
import { MessageEditorDialog } from './message-editor-dialog';

beforeEach(() => {
  signInForTest([], { userType: 'EMPLOYEE', admin: true, selectedCompany: null });
  apiServer.use(http.get('/api/admin/users', () => json(usersPageWithMarco)));
});

describe('the message editor (spec 2 §5 messages)', () => {
  it("refuses to save without subject, body or audience, with the spec's texts, and sends nothing", async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    renderWithProviders(<MessageEditorDialog opened message={null} onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'New message' });
    expect(dialog).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Companies' }));
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByText('Subject cannot be empty.')).toBeTruthy();
    expect(screen.getByText('Message cannot be empty.')).toBeTruthy();
    expect(screen.getByText('Please add one company.')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Users' }));
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByText('Please select atleast one user')).toBeTruthy();
    expect(requests.filter((r) => r.method !== 'GET')).toHaveLength(0);
    await expectNoAxeViolations(document.body);
  });

  it('checks the e-mail copy addresses as they are added', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MessageEditorDialog opened message={null} onClose={vi.fn()} />);
    await user.click(await screen.findByRole('checkbox', { name: 'Also send it by e-mail' }));
    const addresses = screen.getByLabelText('More addresses for the e-mail copy', { selector: 'input' });
    await user.type(addresses, 'not-an-address{Enter}');
    expect(await screen.findByText('Please enter valid email address')).toBeTruthy();
    await user.clear(addresses);
    await user.type(addresses, 'ops@customer.example{Enter}');
    await waitFor(() => expect(screen.queryByText('Please enter valid email address')).toBeNull());
    await user.type(addresses, 'OPS@customer.example{Enter}');
    expect(await screen.findByText('email address already exist in list')).toBeTruthy();
  });
});
