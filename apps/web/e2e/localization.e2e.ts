import { enUsStrings } from '@connect/contracts/i18n/en-us';
import { ptBrStrings } from '@connect/contracts/i18n/pt-br';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { expectAccessible, openBrowser, type Session } from './support/browser';
import { completeWelcomeTour, demoPassword, demoUsers, signIn } from './support/journeys';

type Tree = { readonly [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : flatten(value, `${prefix}${key}.`),
  );
}

const english = new Map(flatten(enUsStrings as unknown as Tree));
const portuguese = new Map(flatten(ptBrStrings as unknown as Tree));

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What must not be on a Portuguese screen: each en-US text whose pt-BR text differs, as a whole-text pattern
 * (placeholders match any value). Texts with too little wording of their own ('{{value}} kg') are left out.
 */
/**
 * Areas the server words and the web never renders: e-mails and the documents of the report service (PDF and HTML
 * through the viewer's frame). Their route tests check them in each language. Their English can equal data shown on
 * a screen (a milestone named by the forwarder's system, 'Shipper Booked'; a document titled 'Air Waybill').
 */
const serverOnlyAreas = new Set([
  'mails',
  'shippingDocuments',
  'billingDocuments',
  'bookingDocuments',
  'warehouseReceiptDocuments',
]);

/** Every pt-BR text: an English text that is also Portuguese somewhere in the catalogue ('E-mail') proves nothing. */
const portugueseTexts = new Set(portuguese.values());

const englishLeft = [...english]
  .filter(
    ([key, text]) =>
      portuguese.get(key) !== text && !portugueseTexts.has(text) && !serverOnlyAreas.has(key.split('.')[0] ?? ''),
  )
  .map(([key, text]) => {
    const wording = text.replace(/\{\{[^}]*\}\}/g, '');
    return {
      key,
      text,
      wording,
      pattern: new RegExp(
        `^${text
          .split(/\{\{[^}]*\}\}/)
          .map(escapeRegExp)
          .join('.+')}$`,
      ),
    };
  })
  .filter(({ wording }) => (wording.match(/\p{L}/gu) ?? []).length >= 3)
  // Placeholders around one short word ('{{title}} {{number}} for {{customer}}', a PDF's subject line) match any
  // data with that word in it, such as the English title of the CO₂e factors' source shown on a shipment.
  .filter(({ text, wording }) => {
    const words = wording.match(/\p{L}+/gu) ?? [];
    const placeholders = text.match(/\{\{[^}]*\}\}/g) ?? [];
    return !(placeholders.length >= 2 && words.length === 1 && (words[0]?.length ?? 0) <= 3);
  });

/** A raw catalogue key on screen ("shipments.detail.heading"): its first part is one of the catalogue's areas. */
const areas = new Set(Object.keys(enUsStrings));
const looksLikeKey = (text: string) => /^[a-zA-Z]+(\.[\w-]+)+$/.test(text) && areas.has(text.split('.')[0] ?? '');

/**
 * Table columns whose cells are data from the forwarder's system, not portal texts: who entered a shipment
 * document ("Customer", "Export Desk").
 */
const dataColumns = ['Incluído por'];

/** The visible texts of the page: text nodes, and the names and hints of visible elements. */
async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate((dataHeaders) => {
    const texts: string[] = [];
    const isDataCell = (element: Element) => {
      const cell = element.closest('td');
      const header = cell?.closest('table')?.querySelector('thead tr')?.children[cell.cellIndex];
      return header !== undefined && dataHeaders.includes(header.textContent?.trim() ?? '');
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent || parent.closest('script, style, noscript')) continue;
      if (!parent.checkVisibility({ visibilityProperty: true }) || isDataCell(parent)) continue;
      texts.push(text);
    }
    for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [title]')) {
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      for (const attribute of ['aria-label', 'placeholder', 'title']) {
        const value = element.getAttribute(attribute)?.trim();
        if (value) texts.push(value);
      }
    }
    return texts;
  }, dataColumns);
}

/** Fails with every English catalogue text and raw key left on the page. */
async function expectNoEnglish(page: Page, label: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  const texts = [...new Set(await visibleTexts(page))];
  const left = texts.flatMap((text) => {
    const found = englishLeft.find(({ pattern }) => pattern.test(text));
    if (found) return [`“${text}” is en-US ${found.key}`];
    return looksLikeKey(text) ? [`“${text}” looks like a raw key`] : [];
  });
  expect(left, `English left on ${label}`).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('pt-BR');
}

/** Sets Dana's language back to English through the API, whatever happened in the journey. */
async function restoreEnglish(baseUrl: string): Promise<void> {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: demoUsers.dana, password: demoPassword }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const res = await fetch(`${baseUrl}/api/customer/user/profile`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({
      eventAlertNotifications: [],
      claims: [{ name: 'locale', value: 'en-US' }],
      applyToAll: false,
    }),
  });
  expect(res.status).toBe(200);
}

const sessions: Session[] = [];
let usedBaseUrl: string | undefined;
let restored = false;

afterEach(async () => {
  await Promise.all(sessions.splice(0).map((s) => s.close()));
});

// Journeys share one server and the later ones expect Dana in English: when the journey stopped before it set
// English back itself, the API does.
afterAll(async () => {
  if (usedBaseUrl && !restored) await restoreEnglish(usedBaseUrl);
});

describe('localization', () => {
  it('switches the whole portal to Brazilian Portuguese from My Profile: shipments, bookings and billing without English', async () => {
    const s = await openBrowser();
    sessions.push(s);
    const { page, baseUrl } = s;
    usedBaseUrl = baseUrl;
    expect(englishLeft.length).toBeGreaterThan(1000);

    await signIn(page, baseUrl, demoUsers.dana);
    await page.waitForURL(`${baseUrl}/`);
    await completeWelcomeTour(page);

    // My Profile: the language list names each language in its own words; saving switches the UI at once.
    await page.goto(`${baseUrl}/my-profile`);
    await page.getByRole('heading', { level: 1, name: 'My Profile' }).waitFor();
    await page.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'Português (Brasil)' }).click();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByRole('heading', { level: 1, name: 'Meu perfil' }).waitFor();
    await page.getByText('Perfil salvo com sucesso').first().waitFor();
    await expectAccessible(page, 'My Profile in Portuguese');

    // The choice is kept: a reload still speaks Portuguese.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Meu perfil' }).waitFor();
    // Its notification settings name the events in Portuguese too (by event code, not the server's English name).
    await page.getByRole('rowheader', { name: 'Entregue ao consignatário' }).first().waitFor();
    await expectNoEnglish(page, 'My Profile');

    await page.goto(`${baseUrl}/shipment/dashboard`);
    const shipments = page.getByRole('grid', { name: 'Embarques' });
    await shipments.getByRole('row').nth(2).waitFor();
    await expectNoEnglish(page, 'the shipment dashboard');
    await expectAccessible(page, 'the shipment dashboard in Portuguese');

    await shipments
      .getByRole('button', { name: /^Ações para / })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Ver detalhes' }).click();
    await page.waitForURL('**/shipment/shipments-details?id=*');
    await page.getByRole('heading', { name: 'Marcos' }).waitFor();
    await expectNoEnglish(page, 'the shipment details');
    await expectAccessible(page, 'the shipment details in Portuguese');

    await page.goto(`${baseUrl}/booking/dashboard`);
    const bookings = page.getByRole('grid', { name: 'Reservas' });
    await bookings.getByRole('row').nth(1).waitFor();
    await expectNoEnglish(page, 'the booking list');
    await expectAccessible(page, 'the booking list in Portuguese');

    await page.goto(`${baseUrl}/billing/dashboard`);
    const invoices = page.getByRole('grid', { name: 'Faturas' });
    await invoices.getByRole('row').nth(2).waitFor();
    await expectNoEnglish(page, 'the billing dashboard');
    await expectAccessible(page, 'the billing dashboard in Portuguese');

    await page.goto(`${baseUrl}/billing/statements`);
    await page.getByRole('heading', { level: 1, name: 'Extratos' }).waitFor();
    await expectNoEnglish(page, 'the statements');
    await expectAccessible(page, 'the statements in Portuguese');

    // The choice is kept: on another browser (in English), signing in switches the portal to Portuguese at once.
    // The first-login tour is open there, so the page behind it is looked for among hidden elements too.
    const other = await openBrowser();
    sessions.push(other);
    await signIn(other.page, baseUrl, demoUsers.dana);
    await other.page.waitForURL(`${baseUrl}/`);
    await other.page
      .getByRole('heading', { level: 1, name: 'Bem-vindo(a), Dana Whitfield', includeHidden: true })
      .waitFor({ state: 'attached' });
    expect(await other.page.evaluate(() => document.documentElement.lang)).toBe('pt-BR');

    // Back to English the way the user came: My Profile.
    await page.goto(`${baseUrl}/my-profile`);
    await page.getByRole('combobox', { name: 'Idioma' }).click();
    await page.getByRole('option', { name: 'English (United States)' }).click();
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await page.getByRole('heading', { level: 1, name: 'My Profile' }).waitFor();
    await page.getByText('Profile saved successfully').first().waitFor();
    restored = true;
  }, 240_000);
});
