import type { SaveAddressResponse } from '@connect/contracts/addressbook/addressbook.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearSession } from '@/lib/session/session-store';
import { apiServer, json } from '@/test/api-server';
import { makeAddress } from '@/test/fixtures/addressbook';
import { noSavedGridSettings } from '@/test/fixtures/grid-settings';
import { signInForTest } from '@/test/session';
import { expectNoAxeViolations } from '@/test/axe';
import { renderWithProviders } from '@/test/render';
import { AddressBookPage } from './address-book-page';

const address = makeAddress;

const huaxin = address(1, {
  name: 'Shenzhen Huaxin Electronics Co., Ltd.',
  isDuplicate: true,
  duplicateAddress: ['00000000-0000-4000-8000-000000000002'],
});
const huaxinAgain = address(2, {
  name: 'Shenzhen Huaxin Electronics Co Ltd',
  isDuplicate: true,
  duplicateAddress: [huaxin.addressId],
});
const austin = address(3, { name: 'Austin Robotics Lab', unStandarized: true, stateProvince: '' });

let saved: { method: string; body: unknown }[];

function signIn(permissions: string[]) {
  signInForTest(permissions);
}

beforeEach(() => {
  saved = [];
  signIn(['addressbook', 'booking']);
  apiServer.use(
    noSavedGridSettings('addresses'),
    http.get('/api/addressbook/addresses', () =>
      json({ items: [huaxin, huaxinAgain, austin], total: 3, pageNumber: 1, pageSize: 20 }),
    ),
    http.post('/api/addressbook/addresses', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      saved.push({ method: 'POST', body });
      const answer: SaveAddressResponse = {
        address: address(4, { name: String(body.name), isDuplicate: true, duplicateAddress: [huaxin.addressId] }),
        duplicates: [{ addressId: huaxin.addressId, name: huaxin.name, addressText: huaxin.addressText }],
        message: 'Address saved successfully',
      };
      return json(answer, 201);
    }),
  );
});

afterEach(() => {
  clearSession();
});

describe('AddressBookPage', () => {
  it('lists addresses with their duplicate and needs-review marks, and passes axe', async () => {
    const { container } = renderWithProviders(<AddressBookPage />);
    const table = await screen.findByRole('grid', { name: 'Addresses' });
    await within(table).findByText('Shenzhen Huaxin Electronics Co Ltd');
    expect(within(table).getAllByText('Possible duplicate')).toHaveLength(2);
    expect(within(table).getByText('Needs review')).toBeTruthy();
    expect(
      within(table).getByRole('button', {
        name: 'Open the address similar to Shenzhen Huaxin Electronics Co Ltd (#1)',
      }),
    ).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('names each invalid field on submit and sends nothing', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AddressBookPage />);
    await user.click(await screen.findByRole('button', { name: 'Add Address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Address' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This form is not valid.')).toBeTruthy();
    expect(within(dialog).getAllByText('This field is required').length).toBeGreaterThanOrEqual(3);
    expect(within(dialog).getByText('Choose a country')).toBeTruthy();
    expect(saved).toHaveLength(0);
  });

  it('saves a likely duplicate and warns with a link to the other address', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AddressBookPage />);
    await user.click(await screen.findByRole('button', { name: 'Add Address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Address' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'SHENZHEN HUAXIN ELECTRONICS CO. LTD');
    await user.type(within(dialog).getByRole('textbox', { name: /^Street address/ }), '88 Keji South 12th Road');
    await user.type(within(dialog).getByRole('textbox', { name: /^City/ }), 'Shenzhen');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Country/ }), 'CN');
    await user.type(within(dialog).getByRole('textbox', { name: /^Phone/ }), '+86 755 8600-1234');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const warning = await screen.findByRole('alert', { name: /Possible duplicate/ });
    expect(within(warning).getByText(/looks like 1 other address/)).toBeTruthy();
    expect(within(warning).getByRole('button', { name: `Open ${huaxin.name}` })).toBeTruthy();
    expect(saved[0]?.body).toMatchObject({
      name: 'SHENZHEN HUAXIN ELECTRONICS CO. LTD',
      countryCode: 'CN',
      addressType: 'CONSIGNEE',
      isBookingParty: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Address' })).toBeNull());
  });

  it('offers no edit, delete or import without the address book permission', async () => {
    signIn(['booking']);
    renderWithProviders(<AddressBookPage />);
    await screen.findByText('Austin Robotics Lab');
    expect(screen.queryByRole('button', { name: 'Import CSV' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Actions/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add Address' })).toBeTruthy();
  });
});
