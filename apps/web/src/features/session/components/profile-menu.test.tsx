import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe';
import { renderWithProviders } from '../../../test/render';
import { signInForTest } from '../../../test/session';
import { ProfileMenu } from './profile-menu';

describe('ProfileMenu', () => {
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
