import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiServer, json } from '@/test/api-server';
import { expectNoAxeViolations } from '@/test/axe';
import { renderWithProviders } from '@/test/render';
import { signInForTest } from '@/test/session';
import { ProfileMenu } from './profile-menu';

// A 1×1 PNG: the user's picture as the image call answers it (a data URL).
const picture =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
let image = '';
beforeEach(() => {
  image = '';
  apiServer.use(http.get('/api/customer/profile/image', () => json(image)));
});

describe('ProfileMenu', () => {
  it("shows the user's picture in the menu button when they have one", async () => {
    signInForTest(['shipment']);
    image = picture;
    const { unmount } = renderWithProviders(<ProfileMenu />);
    const button = screen.getByRole('button', { name: 'Account menu for Dana Whitfield' });
    await waitFor(() => expect(button.querySelector('img')?.getAttribute('src')).toBe(picture));
    unmount();
  });

  it('falls back to the initials without a picture', async () => {
    signInForTest(['shipment']);
    renderWithProviders(<ProfileMenu />);
    const button = screen.getByRole('button', { name: 'Account menu for Dana Whitfield' });
    await waitFor(() => expect(button.textContent).toContain('DW'));
    expect(button.querySelector('img')).toBeNull();
  });

  it('opens as a menu of menu items, its e-mail naming the group, with no axe violations', async () => {
    signInForTest(['shipment']);
    const user = userEvent.setup();
    renderWithProviders(<ProfileMenu />);
    await user.click(screen.getByRole('button', { name: 'Account menu for Dana Whitfield' }));
    const menu = await screen.findByRole('menu');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['My Profile', 'Log out']);
    expect(screen.getByRole('group', { name: 'dana.whitfield@lonestar-components.example' })).toBeTruthy();
    expect(menu.querySelectorAll('[role="separator"]')).toHaveLength(1);
    // The menu is in a portal: axe reads the whole document.
    await expectNoAxeViolations(document.body);
  });
});
