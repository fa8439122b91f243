import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession } from '@/lib/session/session-store';
import { renderWithProviders } from '@/test/render';
import { signInForTest } from '@/test/session';
import { SupportCentre } from './support-centre';

afterEach(() => clearSession());

async function openTicketForm() {
  renderWithProviders(<SupportCentre />);
  await userEvent.click(screen.getByRole('button', { name: 'Support centre' }));
  const dialog = await screen.findByRole('dialog');
  // The form loads with the dialog's first opening (a chunk of its own, decision 042).
  await screen.findByRole('textbox', { name: /E-mail/ });
  return dialog;
}

describe('the support ticket form', () => {
  it('offers a copy to a signed-in user, at their own locked address', async () => {
    signInForTest([]);
    const dialog = await openTicketForm();
    expect(dialog.textContent).toContain('Support Centre');
    expect(screen.getByRole('checkbox', { name: 'Send me a copy' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /E-mail/ }).hasAttribute('readonly')).toBe(true);
  });

  it('offers no copy when signed out: the typed address is not verified', async () => {
    await openTicketForm();
    expect(screen.getByRole('textbox', { name: /E-mail/ }).hasAttribute('readonly')).toBe(false);
    expect(screen.getByRole('checkbox', { name: 'This is urgent' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Send me a copy' })).toBeNull();
  });
});
