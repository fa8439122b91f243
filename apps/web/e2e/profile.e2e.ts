import { deflateSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { expectAccessible, openBrowser, type Session } from './support/browser';
import { completeWelcomeTour, demoUsers, signIn } from './support/journeys';

let s: Session | undefined;
afterEach(async () => {
  await s?.close();
  s = undefined;
});

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real 48×32 RGB PNG: a blue square with an orange band. */
function smallPng(): Buffer {
  const width = 48;
  const height = 32;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows: number[] = [];
  for (let y = 0; y < height; y += 1) {
    rows.push(0);
    for (let x = 0; x < width; x += 1) rows.push(...(y > 12 && y < 20 ? [240, 140, 30] : [30, 90, 200]));
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('My Profile', () => {
  it('changes the display name and the picture, keeps them over a reload, and clears the cache after confirming', async () => {
    s = await openBrowser();
    const { page, baseUrl } = s;
    await signIn(page, baseUrl, demoUsers.marco);
    await page.waitForURL(`${baseUrl}/`);
    await completeWelcomeTour(page);
    await page.goto(`${baseUrl}/my-profile`);
    await page.getByRole('heading', { level: 1, name: 'My Profile' }).waitFor();
    await page.getByRole('button', { name: 'Edit display name' }).waitFor();
    await expectAccessible(page, '/my-profile');

    // Display name: view mode → edit mode → save icon; the session (header menu) takes the new name.
    await page.getByRole('button', { name: 'Edit display name' }).click();
    const nameBox = page.getByRole('textbox', { name: 'Display name' });
    await nameBox.fill('');
    await page.getByRole('button', { name: 'Save display name' }).click();
    await page.getByText('This field is required').waitFor();
    await nameBox.fill('Marco A. Silva');
    await page.getByRole('button', { name: 'Save display name' }).click();
    await page.getByRole('button', { name: 'Account menu for Marco A. Silva' }).waitFor();
    await page.getByRole('button', { name: 'Edit display name' }).waitFor();

    // Picture: a real PNG, resized by the server and shown as a data URL.
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'marco.png', mimeType: 'image/png', buffer: smallPng() });
    const picture = page.getByRole('img', { name: 'Profile picture of Marco A. Silva' });
    await picture.waitFor();
    expect(await picture.getAttribute('src')).toMatch(/^data:image\/(jpeg|png);base64,/);

    await page.reload();
    await page.getByRole('button', { name: 'Edit display name' }).waitFor();
    await page.getByRole('main').getByText('Marco A. Silva', { exact: true }).waitFor();
    await page.getByRole('img', { name: 'Profile picture of Marco A. Silva' }).waitFor();
    // The header's account menu shows the same picture after the reload.
    const menuPicture = page.getByRole('button', { name: 'Account menu for Marco A. Silva' }).locator('img');
    await menuPicture.waitFor();
    expect(await menuPicture.getAttribute('src')).toMatch(/^data:image\/(jpeg|png);base64,/);

    // Clear Cache is reachable by keyboard; its dialog passes axe while open.
    const clear = page.getByRole('button', { name: 'Clear Cache' });
    await clear.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    expect(await clear.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Clear Cache' });
    await dialog.waitFor();
    await expectAccessible(page, 'the Clear Cache dialog');
    // A stale cached entry: cleared, while the session stays (caches the page needs are loaded again).
    await page.evaluate(() => localStorage.setItem('connect.staleCache', '{"from":"an older version"}'));
    await dialog.getByRole('button', { name: 'Clear Cache' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const kept = await page.evaluate(() => Object.keys(localStorage));
    expect(kept).not.toContain('connect.staleCache');
    expect(kept).toContain('connect.session.user');
    expect(kept).toContain('connect.welcomeTourSeen');
    await page.getByRole('button', { name: 'Edit display name' }).waitFor();

    // The company's own profile: details kept by the forwarder (read-only), and its users.
    await page.getByRole('link', { name: 'Company profile' }).click();
    await page.getByRole('heading', { level: 1, name: 'Company Profile' }).waitFor();
    await page.getByText('These details are kept by your forwarder and cannot be changed here.').waitFor();
    await page.getByRole('tab', { name: 'Users' }).click();
    await page
      .getByRole('table', { name: /^Users of / })
      .getByText(demoUsers.marco)
      .waitFor();
    await expectAccessible(page, '/customer-profile');

    // Put the name back for the journeys after this one.
    await page.goto(`${baseUrl}/my-profile`);
    await page.getByRole('button', { name: 'Edit display name' }).click();
    await page.getByRole('textbox', { name: 'Display name' }).fill('Marco Silva');
    await page.getByRole('button', { name: 'Save display name' }).click();
    await page.getByRole('button', { name: 'Account menu for Marco Silva' }).waitFor();
  });
});
