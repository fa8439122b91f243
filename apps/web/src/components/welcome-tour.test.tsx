import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { WelcomeTour, type TourRole } from './welcome-tour';

beforeEach(() => window.localStorage.clear());

async function firstTwoSteps(role: TourRole): Promise<string[]> {
  const user = userEvent.setup();
  renderWithProviders(<WelcomeTour role={role} />);
  const first = await screen.findByRole('dialog', { name: 'Welcome to Connect' });
  const texts = [first.textContent ?? ''];
  await user.click(screen.getByRole('button', { name: 'Okay' }));
  texts.push((await screen.findByRole('dialog', { name: 'Find your way' })).textContent ?? '');
  return texts;
}

describe('WelcomeTour worded per role (issue #23 item 13)', () => {
  it('tells a customer about their freight and companies', async () => {
    const [first, second] = await firstTwoSteps('customer');
    expect(first).toContain('follow your shipments, bookings, invoices');
    expect(second).toContain('Switch between your companies');
  });

  it('tells an employee about reviewing bookings and impersonating, not about their shipments', async () => {
    const [first, second] = await firstTwoSteps('employee');
    expect(first).toContain('review the bookings they submit');
    expect(first).not.toContain('follow your shipments');
    expect(second).toContain('Impersonate');
  });

  it('tells an admin about managing users', async () => {
    const [first, second] = await firstTwoSteps('admin');
    expect(first).toContain('you manage who can use it');
    expect(second).toContain('User Management');
  });
});
