import type { CompanyDetails, Profile, ProfileDocument } from '@connect/contracts/profile/profile.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearSession } from '@/lib/session/session-store';
import { apiError, apiServer, json } from '@/test/api-server';
import { expectNoAxeViolations } from '@/test/axe';
import { renderWithProviders } from '@/test/render';
import { sessionResponseForTest, signInForTest } from '@/test/session';
import { MyProfilePage } from './my-profile-page';

const company: CompanyDetails = {
  type: 'COMPANY',
  companyCode: 'LSCOMP',
  name: 'Lone Star Components LLC',
  streetAddress1: '1820 Regal Row',
  streetAddress2: 'Suite 400',
  city: 'Dallas',
  telNo: '+1 214-555-0142',
  faxNo: '',
  webAddress: 'https://lonestar-components.example',
  email: 'logistics@lonestar-components.example',
  companyGroupId: null,
  groupName: null,
  notEditable: false,
  canEdit: true,
};

function profileOf(overrides: Partial<Profile> = {}): Profile {
  return {
    uid: '7f1a2c3d-0000-4000-8000-000000000009',
    email: 'dana.whitfield@lonestar-components.example',
    displayName: 'Dana Whitfield',
    locale: 'en-US',
    timezone: 'UTC',
    inactivityTimeout: 3600,
    phoneNumber: '',
    companySelection: 'COMPANY',
    company,
    person: { telNo: '' },
    mfaStatus: 'Disabled',
    ...overrides,
  };
}

const rateAgreement: ProfileDocument = {
  id: '00000000-0000-4000-8000-0000000000d1',
  type: 'Rate Agreement',
  attachmentName: 'Air freight rate agreement Q3.pdf',
  fileSize: 2048,
  entryDate: '2026-11-12T10:00:00.000Z',
  enteredBy: 'Dana Whitfield',
  isViewAllowed: true,
  isDownloadAllowed: true,
  isDeleteAllowed: true,
};
const attorney: ProfileDocument = {
  ...rateAgreement,
  id: '00000000-0000-4000-8000-0000000000d2',
  type: 'Power of Attorney',
  attachmentName: 'Customs power of attorney.pdf',
  isDownloadAllowed: false,
  isDeleteAllowed: false,
};

let profile: Profile;
let companyAnswer: CompanyDetails;
let sent: { method: string; path: string; body: string }[];

/** Notes a change the page sends (method, path and body). */
async function note(request: Request): Promise<void> {
  sent.push({ method: request.method, path: new URL(request.url).pathname, body: await request.text() });
}

const notFound = () => apiError('NOT_FOUND', 404, 'Record Not Found');

beforeEach(() => {
  sent = [];
  profile = profileOf();
  companyAnswer = company;
  signInForTest(['shipment', 'billing']);
  apiServer.use(
    http.get('/api/customer/profile', () => json(profile)),
    http.get('/api/customer/profile/image', () => new Response('', { status: 200 })),
    http.post('/api/customer/profile/image', async ({ request }) => {
      await note(request);
      return new Response('', { status: 200 });
    }),
    http.get('/api/customer/profile/company', () => json(companyAnswer)),
    http.get('/api/customer/salesPersons', () =>
      json([
        {
          fullName: 'Rachel Okafor',
          emailAddress: 'rachel.okafor@meridian-logistics.example',
          phone: '+1 214-555-0199',
        },
      ]),
    ),
    http.get('/api/customer/profile/attachments', () => json([rateAgreement, attorney])),
    http.delete('/api/customer/profile/attachment/:id', async ({ request }) => {
      await note(request);
      return notFound();
    }),
    http.post('/api/customer/profile/name', async ({ request }) => {
      await note(request);
      profile = { ...profile, displayName: (JSON.parse(sent.at(-1)?.body ?? '{}') as { name: string }).name };
      return json({ message: 'Display name saved' });
    }),
    http.post('/api/customer/user/profile', async ({ request }) => {
      await note(request);
      return json({ message: 'Profile saved successfully' });
    }),
    http.get('/api/Authenticate/updateClaims', () =>
      json(
        sessionResponseForTest(
          ['shipment', 'billing'],
          { userId: profile.uid, displayName: profile.displayName, email: profile.email },
          'access-2',
        ),
      ),
    ),
    // The page's other panels are not served here: each answers 'Record Not Found'.
    http.get('/api/account/email-change', notFound),
    http.get('/api/account/invitations', notFound),
    http.get('/api/account/sessions', notFound),
    http.get('/api/auth/mfa', notFound),
    http.get('/api/customer/user/eventNotifications', notFound),
    http.get('/api/customer/user/quietHours', notFound),
    http.get('/api/legacy/edge/common/localization', notFound),
  );
});

afterEach(() => {
  clearSession();
  window.localStorage.clear();
});

describe('MyProfilePage', () => {
  it('shows the profile, the disabled time zone, the multi-factor status and the company tabs, and passes axe', async () => {
    const { container } = renderWithProviders(<MyProfilePage />);
    expect(await screen.findByText('Dana Whitfield')).toBeTruthy();
    const zone = screen
      .getAllByLabelText('Time zone')
      .find((el): el is HTMLInputElement => el instanceof HTMLInputElement && el.type !== 'hidden');
    expect(zone?.value).toBe('UTC');
    expect(zone?.disabled).toBe(true);
    expect(screen.getByText('Disabled')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Company Details' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Documents' })).toBeTruthy();
    expect(((await screen.findByRole('textbox', { name: /^Company name/ })) as HTMLInputElement).value).toBe(
      'Lone Star Components LLC',
    );
    await expectNoAxeViolations(container);
  });

  it('refuses an empty display name with the form message, then saves the name and refreshes the claims', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MyProfilePage />);
    await user.click(await screen.findByRole('button', { name: 'Edit display name' }));
    const input = screen.getByRole('textbox', { name: /^Display name/ });
    await user.clear(input);
    await user.click(screen.getByRole('button', { name: 'Save display name' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(sent.filter((r) => r.path === '/api/customer/profile/name')).toHaveLength(0);
    await user.type(input, '  Dana W. Whitfield ');
    await user.click(screen.getByRole('button', { name: 'Save display name' }));
    await screen.findByText('Dana W. Whitfield');
    expect(sent.find((r) => r.path === '/api/customer/profile/name')?.body).toBe(
      JSON.stringify({ name: 'Dana W. Whitfield' }),
    );
  });

  it('saves the claims with Save Changes, sending the unchanged time zone back', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MyProfilePage />);
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(sent.some((r) => r.path === '/api/customer/user/profile')).toBe(true));
    expect(JSON.parse(sent.find((r) => r.path === '/api/customer/user/profile')?.body ?? '{}')).toEqual({
      eventAlertNotifications: [],
      claims: [
        { name: 'locale', value: 'en-US' },
        { name: 'timezone', value: 'UTC' },
        { name: 'inactivityTimeout', value: '3600' },
      ],
      applyToAll: false,
    });
  });

  it('does not upload a picture of another format', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { container } = renderWithProviders(<MyProfilePage />);
    await screen.findByRole('button', { name: 'Upload picture' });
    const input = container.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['GIF89a'], 'me.gif', { type: 'image/gif' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent.filter((r) => r.path === '/api/customer/profile/image')).toHaveLength(0);
  });

  it('shows document actions by their flags and asks before deleting', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MyProfilePage />);
    await user.click(await screen.findByRole('tab', { name: 'Documents' }));
    const table = await screen.findByRole('table', { name: 'Company documents' });
    expect(within(table).getByRole('button', { name: `Delete ${rateAgreement.attachmentName}` })).toBeTruthy();
    expect(within(table).queryByRole('button', { name: `Delete ${attorney.attachmentName}` })).toBeNull();
    expect(within(table).queryByRole('button', { name: `Download ${attorney.attachmentName}` })).toBeNull();
    expect(within(table).getByRole('button', { name: `View ${attorney.attachmentName}` })).toBeTruthy();
    await user.click(within(table).getByRole('button', { name: `Delete ${rateAgreement.attachmentName}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete document' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete document' }));
    await waitFor(() =>
      expect(sent.map((r) => `${r.method} ${r.path}`)).toContain(
        `DELETE /api/customer/profile/attachment/${rateAgreement.id}`,
      ),
    );
  });

  it('keeps a notEditable company read-only, and gives a company-group user no Documents tab', async () => {
    companyAnswer = { ...company, notEditable: true, canEdit: false };
    profile = profileOf({ companySelection: 'COMPANYGROUP' });
    renderWithProviders(<MyProfilePage />);
    const name = (await screen.findByRole('textbox', { name: /^Company name/ })) as HTMLInputElement;
    expect(name.readOnly).toBe(true);
    expect(screen.getByText('These details are kept by your forwarder and cannot be changed here.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save company details' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Documents' })).toBeNull();
  });

  it('clears the browser caches after confirmation and keeps the session', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem('connect.addressBook', '{"LSCOMP":{}}');
    window.localStorage.setItem('connect.shipmentSearchHistory', '["A1"]');
    renderWithProviders(<MyProfilePage />);
    await user.click(await screen.findByRole('button', { name: 'Clear Cache' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clear Cache' });
    await user.click(within(dialog).getByRole('button', { name: 'Clear Cache' }));
    await waitFor(() => expect(window.localStorage.getItem('connect.addressBook')).toBeNull());
    expect(window.localStorage.getItem('connect.shipmentSearchHistory')).toBeNull();
    expect(window.localStorage.getItem('connect.session.user')).not.toBeNull();
  });
});
