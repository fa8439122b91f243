import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors/app-error';
import { readLocaleFile, writeJson, writeXliff, writeXliff20 } from './localization-files';

const refusal = (content: string) => {
  try {
    readLocaleFile(content);
  } catch (error) {
    if (error instanceof AppError) return { status: error.status, key: error.messageKey };
    throw error;
  }
  throw new Error('read without refusal');
};

describe('locale files: JSON', () => {
  it('reads flat keys and nested trees by content, and writes flat JSON back', () => {
    const file = readLocaleFile('\uFEFF  {"footer.termsOfUse": "Termos", "common": {"ok": "Certo"}}');
    expect(file.format).toBe('json');
    expect(file.targetLanguage).toBeNull();
    expect([...file.entries]).toEqual([
      ['footer.termsOfUse', 'Termos'],
      ['common.ok', 'Certo'],
    ]);
    expect(readLocaleFile(writeJson([['a.b', 'x "y"']])).entries.get('a.b')).toBe('x "y"');
  });

  it('refuses what is not one object of keys and texts', () => {
    for (const content of [
      '{"a": 1}',
      '{"a": ["x"]}',
      '{"a": null}',
      '{"a": ',
      '{"bad..key": "x"}',
      '{"": "x"}',
      '{"a.b": "x", "a": {"b": "y"}}',
    ]) {
      expect(refusal(content), content).toEqual({ status: 400, key: 'server.localization.fileNotJson' });
    }
    expect(refusal(`{${'"a":{'.repeat(20)}"b":"x"${'}'.repeat(21)}`).key).toBe('server.localization.fileNotJson');
    expect(refusal('key,text\na,b')).toEqual({ status: 400, key: 'server.localization.fileNotRead' });
    expect(refusal('[{"a":"b"}]').key).toBe('server.localization.fileNotRead');
  });
});

describe('locale files: XLIFF', () => {
  it('writes XLIFF 1.2 that reads back, escaping markup characters, with untranslated units left out', () => {
    const xml = writeXliff('pt-BR', [
      { key: 'a.one', english: 'Fish & <chips>', text: 'Peixe & <batatas> "fritas"' },
      { key: 'a.two', english: 'Untranslated', text: null },
    ]);
    expect(xml).toContain('<xliff version="1.2"');
    expect(xml).toContain('target-language="pt-BR"');
    expect(xml).toContain('<source>Fish &amp; &lt;chips&gt;</source>');
    const file = readLocaleFile(xml);
    expect(file).toEqual({
      format: 'xliff',
      targetLanguage: 'pt-BR',
      entries: new Map([['a.one', 'Peixe & <batatas> "fritas"']]),
    });
  });

  it('writes XLIFF 2.0 that reads back: the key as name, an NMTOKEN id, untranslated units left out on reading', () => {
    const xml = writeXliff20('es-MX', [
      { key: 'a.one', english: 'Fish & <chips>', text: 'Pescado & <papas> "fritas"' },
      { key: 'status.In Transit/Customs', english: 'In Transit', text: 'En tránsito' },
      { key: 'a.two', english: 'Untranslated', text: null },
    ]);
    expect(xml).toContain(
      '<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en-US" trgLang="es-MX">',
    );
    expect(xml).toContain('<unit id="a.one" name="a.one" xml:space="preserve">');
    expect(xml).toContain('<unit id="status.In_x20_Transit_x2f_Customs" name="status.In Transit/Customs"');
    expect(xml).toContain('<segment state="initial">');
    expect(xml).toContain('<source>Fish &amp; &lt;chips&gt;</source>');
    expect(readLocaleFile(xml)).toEqual({
      format: 'xliff',
      targetLanguage: 'es-MX',
      entries: new Map([
        ['a.one', 'Pescado & <papas> "fritas"'],
        ['status.In Transit/Customs', 'En tránsito'],
      ]),
    });
  });

  it('reads XLIFF 2.0 units with segments, in groups, by name or id', () => {
    const xml = `<?xml version="1.0"?>
<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en-US" trgLang="es-MX">
  <file id="f1">
    <group id="g"><unit id="u1" name="footer.termsOfUse"><segment><source>Terms of Use</source><target>Términos de uso</target></segment></unit></group>
    <unit id="common.ok"><segment><source>OK</source><target>Aceptar</target></segment><segment><source>!</source><target>!</target></segment></unit>
    <unit id="common.no"><segment><source>No</source></segment></unit>
  </file>
</xliff>`;
    const file = readLocaleFile(xml);
    expect(file.format).toBe('xliff');
    expect(file.targetLanguage).toBe('es-MX');
    expect([...file.entries]).toEqual([
      ['footer.termsOfUse', 'Términos de uso'],
      ['common.ok', 'Aceptar!'],
    ]);
  });

  it('refuses hostile or foreign XML with a 400, never an exception of its own', () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]><xliff version="1.2"><file><body><trans-unit id="k"><source>s</source><target>&b;</target></trans-unit></body></file></xliff>`;
    const external = `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><xliff version="1.2"><file><body><trans-unit id="k"><source>s</source><target>&e;</target></trans-unit></body></file></xliff>`;
    const cases = [
      bomb,
      external,
      '<xliff version="1.2"><file><body><trans-unit id="k"><source>s</source>', // not well formed
      '<html><body>hi</body></html>',
      '<xliff version="3.0"><file/></xliff>',
      '<xliff version="1.2"></xliff>',
      '<xliff version="1.2"><file><body><trans-unit><target>x</target></trans-unit></body></file></xliff>',
      '<xliff version="1.2"><file><body><trans-unit id="k"><target>a <g id="1">b</g></target></trans-unit></body></file></xliff>',
      `<xliff version="1.2"><file><body>${'<group>'.repeat(30)}${'</group>'.repeat(30)}</body></file></xliff>`,
    ];
    for (const content of cases) {
      expect(refusal(content), content.slice(0, 80)).toEqual({ status: 400, key: 'server.localization.fileNotXliff' });
    }
  });
});
