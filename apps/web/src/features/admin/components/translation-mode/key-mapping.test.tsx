import i18next, { type i18n as I18n } from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { keysAt, keysOnScreen, modeUiAttribute } from './key-mapping';
import { installKeyRecorder, recorderName, type KeyRecorder } from './key-recorder';

const resources = {
  a: {
    save: 'Save',
    cancel: 'Cancel',
    count_one: '{{count}} text',
    count_other: '{{count}} texts',
    greeting: 'Hello {{name}}',
    close: 'Close',
    dismiss: 'Close',
    sentence: 'Read the',
    link: 'terms',
    stop: 'Stop',
  },
};

async function instance() {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'en-US',
    resources: { 'en-US': { translation: resources } },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
  return i18n;
}

/** t of the test's own small catalogue, whose keys the app's typed keys (i18next.d.ts) do not know. */
const say = (i18n: I18n, key: string, options?: Record<string, unknown>): string =>
  // Cast: the app's declaration types t's keys as the UI catalogue's; this catalogue is the test's own.
  (i18n.t as unknown as (key: string, options?: Record<string, unknown>) => string)(key, options);

let installed: KeyRecorder | null = null;
afterEach(() => {
  installed?.uninstall();
  installed = null;
  document.body.innerHTML = '';
});

describe('key recorder', () => {
  it('records nothing before it is installed, then each shown text with the exact key, and stops when uninstalled', async () => {
    const i18n = await instance();
    expect(i18n.options.postProcess).toBe(false);
    const recorder = installKeyRecorder(i18n);
    installed = recorder;
    expect(i18n.options.postProcess).toEqual([recorderName]);

    expect(say(i18n, 'a.save')).toBe('Save'); // the text itself is untouched: no markers
    expect(say(i18n, 'a.count', { count: 3 })).toBe('3 texts');
    expect(say(i18n, 'a.count', { count: 1 })).toBe('1 text');
    say(i18n, 'a.greeting', { name: 'Ana  María' });
    say(i18n, 'a.close');
    say(i18n, 'a.dismiss');
    expect(recorder.keysFor('Save')).toEqual(['a.save']);
    expect(recorder.keysFor('3 texts')).toEqual(['a.count_other']);
    expect(recorder.keysFor('1 text')).toEqual(['a.count_one']);
    expect(recorder.keysFor(' Hello Ana\n María ')).toEqual(['a.greeting']);
    expect(recorder.keysFor('Close')).toEqual(['a.close', 'a.dismiss']);
    expect(recorder.keysFor('Cancel')).toEqual([]);

    recorder.uninstall();
    installed = null;
    expect(i18n.options.postProcess).toBe(false);
    expect(i18n.options.postProcessPassResolved).toBe(false);
    say(i18n, 'a.cancel');
    expect(recorder.size()).toBe(0);
  });

  it('keeps the most recent texts up to its limit', async () => {
    const i18n = await instance();
    const recorder = installKeyRecorder(i18n, 2);
    installed = recorder;
    say(i18n, 'a.save');
    say(i18n, 'a.cancel');
    say(i18n, 'a.save'); // seen again: now the most recent
    say(i18n, 'a.stop');
    expect(recorder.size()).toBe(2);
    expect(recorder.keysFor('Cancel')).toEqual([]);
    expect(recorder.keysFor('Save')).toEqual(['a.save']);
    expect(recorder.keysFor('Stop')).toEqual(['a.stop']);
  });
});

describe('key mapping', () => {
  async function screen() {
    const i18n = await instance();
    const recorder = installKeyRecorder(i18n);
    installed = recorder;
    const t = (key: string, options?: Record<string, unknown>) => say(i18n, key, options);
    document.body.innerHTML = `
      <main>
        <button id="save"><span id="save-label">${t('a.save')}</span></button>
        <button id="icon" aria-label="${t('a.cancel')}"><svg id="icon-svg"></svg></button>
        <button id="close">${t('a.close')}</button>
        <button id="dismiss">${t('a.dismiss')}</button>
        <p id="sentence">${t('a.sentence')} <a id="link" href="#">${t('a.link')}</a>.</p>
        <p id="mixed"><b>${t('a.greeting', { name: 'Ana' })},</b> <i>${t('a.count', { count: 2 })}</i> and more</p>
        <p id="plain">Nothing of the catalogue</p>
        <div ${modeUiAttribute}><button id="stop">${t('a.stop')}</button></div>
      </main>`;
    return recorder;
  }
  const byId = (id: string) => {
    const element = document.getElementById(id);
    if (!element) throw new Error(`no #${id}`);
    return element;
  };

  it('finds the key of the clicked text, its label, or every key of a text two keys share', async () => {
    const recorder = await screen();
    expect(keysAt(byId('save-label'), recorder)).toEqual([{ key: 'a.save', text: 'Save' }]);
    // The text node under the pointer wins over the element.
    const linkText = byId('link').firstChild;
    expect(keysAt(byId('sentence'), recorder, linkText)).toEqual([{ key: 'a.link', text: 'terms' }]);
    expect(keysAt(byId('sentence'), recorder)).toEqual([{ key: 'a.sentence', text: 'Read the' }]);
    // An icon button: its aria-label, found from the icon inside it.
    expect(keysAt(byId('icon-svg'), recorder)).toEqual([{ key: 'a.cancel', text: 'Cancel' }]);
    expect(keysAt(byId('close'), recorder).map((c) => c.key)).toEqual(['a.close', 'a.dismiss']);
    // A paragraph of several keys: the recorded texts it contains.
    expect(keysAt(byId('mixed'), recorder).map((c) => c.key)).toEqual(['a.count_other', 'a.greeting']);
    expect(keysAt(byId('plain'), recorder)).toEqual([]);
  });

  it('lists the keys of every text on screen, never those of the mode’s own banner and dialog', async () => {
    const recorder = await screen();
    const keys = keysOnScreen(document.body, recorder).map((c) => c.key);
    // '2 texts' is a text node of its own; 'Hello Ana,' is not the greeting alone (reached by clicking it).
    expect(keys).toEqual(['a.cancel', 'a.close', 'a.count_other', 'a.dismiss', 'a.link', 'a.save', 'a.sentence']);
    expect(keys).not.toContain('a.stop');
  });
});
