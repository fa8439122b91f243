import { afterEach, describe, it } from 'vitest';
import { expectAccessible, openBrowser, type Session } from './support/browser';
import { completeWelcomeTour, demoUsers, logOut, signIn } from './support/journeys';

let s: Session | undefined;
afterEach(async () => {
  await s?.close();
  s = undefined;
});

describe('user management at scale (#17)', () => {
  it("checks a CSV file, invites its valid rows, sends one invitation again and edits a user's permissions", async () => {
    s = await openBrowser();
    const { page, baseUrl } = s;
    await signIn(page, baseUrl, demoUsers.admin);
    await page.waitForURL('**/u/admin');
    await completeWelcomeTour(page);
    await page.getByRole('grid', { name: 'Users' }).getByText(demoUsers.dana).waitFor();

    // Bulk invite: the dry run names the bad row; only the valid one is invited.
    const invitee = `e2e.${Date.now()}@invitee.example`;
    await page.getByRole('button', { name: 'Invite from CSV' }).click();
    const bulk = page.getByRole('dialog', { name: 'Invite users from a CSV file' });
    await bulk.locator('input[type=file]').setInputFiles({
      name: 'invite.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`email,company,permissions\n${invitee},SERRAZ,shipment\nnot-an-address,SERRAZ,shipment\n`),
    });
    await bulk.getByRole('button', { name: 'Check the file' }).click();
    await bulk.getByRole('status').filter({ hasText: '1 of 2 rows can be invited' }).waitFor();
    await expectAccessible(page, 'bulk invite dry run');
    await bulk.getByRole('button', { name: 'Invite the valid rows' }).click();
    await page.getByText('1 invitation sent').first().waitFor();
    await bulk.waitFor({ state: 'hidden' });

    // The invitation is listed as pending; sending it again says so.
    await page.getByRole('tab', { name: 'Invitations' }).click();
    const invitations = page.getByRole('table', { name: 'Pending invitations' });
    await invitations.getByText(invitee).waitFor();
    await expectAccessible(page, 'invitations tab');
    await page.getByRole('button', { name: `Send the invitation to ${invitee} again` }).click();
    await page.getByText(`Invitation sent again to ${invitee}`).first().waitFor();

    // Permissions of Marco Silva in his company, from the users grid's row menu.
    await page.getByRole('tab', { name: 'Users' }).click();
    await page.getByRole('button', { name: 'Actions for Marco Silva' }).click();
    await expectAccessible(page, 'row menu open');
    await page.getByRole('menuitem', { name: 'Permissions' }).click();
    const dialog = page.getByRole('dialog', { name: 'Permissions of Marco Silva' });
    const serraz = dialog.getByRole('group', { name: /SERRAZ/ });
    await serraz.getByRole('checkbox', { name: 'Shipments' }).waitFor();
    await expectAccessible(page, 'permissions dialog');
    await serraz.getByRole('checkbox', { name: 'Reports' }).check();
    await dialog.getByRole('button', { name: 'Save permissions' }).click();
    await page.getByText('Permissions saved').first().waitFor();
    await dialog.waitFor({ state: 'hidden' });

    // The change is in Marco's history.
    await page.getByRole('button', { name: 'Actions for Marco Silva' }).click();
    await page.getByRole('menuitem', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: 'History of Marco Silva' });
    await history.getByText('Permissions changed').first().waitFor();
    await expectAccessible(page, 'history dialog');
    await history.getByRole('button', { name: 'Close' }).click();
    await history.waitFor({ state: 'hidden' });

    // Journeys of one worker share a server: Marco gets his permissions back as they were.
    await page.getByRole('button', { name: 'Actions for Marco Silva' }).click();
    await page.getByRole('menuitem', { name: 'Permissions' }).click();
    await serraz.getByRole('checkbox', { name: 'Reports' }).uncheck();
    await dialog.getByRole('button', { name: 'Save permissions' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await logOut(page, 'Alex Morgan');
  });
});
