import { describe, expect, it } from 'vitest';
import { childElements, descendants, readXml, XmlReadError } from './read-xml';

describe('readXml', () => {
  it('reads elements, attributes, text, CDATA and the predefined and numeric entities', () => {
    const root = readXml(
      '<?xml version="1.0"?>\n<!-- c --><a:root x="1" y=\'two &amp; three\'><b>Tom &amp; Jerry &lt;3 &#x263A;&#65;</b><c/><![CDATA[<raw>]]></a:root>',
    );
    expect(root.name).toBe('a:root');
    expect(root.attributes).toEqual({ x: '1', y: 'two & three' });
    expect(childElements(root).map((e) => e.name)).toEqual(['b', 'c']);
    expect(childElements(root, 'b')[0]?.children).toEqual(['Tom & Jerry <3 ☺A']);
    expect(root.children.at(-1)).toBe('<raw>');
  });

  it('keeps a ">" inside a quoted attribute value', () => {
    expect(readXml('<a t="1 > 0"/>').attributes.t).toBe('1 > 0');
  });

  it('skips a DOCTYPE and never expands its entities', () => {
    const root = readXml('<!DOCTYPE r [<!ENTITY lol "lol">]><r>&lol;</r>');
    expect(root.children).toEqual(['&lol;']);
  });

  it('finds descendants in document order', () => {
    const root = readXml('<r><p>1</p><g><p>2</p></g><p>3</p></r>');
    expect(descendants(root, 'p').map((p) => p.children[0])).toEqual(['1', '2', '3']);
  });

  it.each(['<a><b></a>', '<a>', '<a></a><b/>', 'text', '<a x="1></a>', ''])('refuses malformed XML %j', (text) => {
    expect(() => readXml(text)).toThrow(XmlReadError);
  });
});
