import { normalizeText, type KeyCandidate, type KeyRecorder } from './key-recorder';

/**
 * From what the admin clicked, or what the screen shows, back to catalogue keys through the recorder's text → keys
 * map (decision 083). A text is looked for as the clicked text node, then each element up the tree: its own text
 * nodes, its whole text and the attributes that carry texts (aria-label, title, placeholder, alt); the nearest
 * element with a match wins. Texts made of several keys (a sentence with a link) are found by containment at the
 * nearest element small enough to tell.
 */
export const modeUiAttribute = 'data-translation-mode-ui';

const textAttributes = ['aria-label', 'title', 'placeholder', 'alt'] as const;
/** How far up the tree a click looks, and the longest element text containment is tried on. */
const maxDepth = 6;
const maxContainerText = 400;
const maxCandidates = 30;

/** Whether a node belongs to the mode's own banner or dialog (never mapped, never intercepted). */
export function isModeUi(node: Node | null): boolean {
  const element = node instanceof Element ? node : (node?.parentElement ?? null);
  return Boolean(element?.closest(`[${modeUiAttribute}]`));
}

function textsOf(element: Element): string[] {
  const texts: string[] = [];
  for (const child of element.childNodes) {
    if (child.nodeType === Node.TEXT_NODE && child.textContent) texts.push(child.textContent);
  }
  texts.push(element.textContent ?? '');
  for (const name of textAttributes) {
    const value = element.getAttribute(name);
    if (value) texts.push(value);
  }
  if (element instanceof HTMLInputElement && ['button', 'submit', 'reset'].includes(element.type)) {
    texts.push(element.value);
  }
  return texts.map(normalizeText).filter((t) => t !== '');
}

function add(into: Map<string, KeyCandidate>, recorder: KeyRecorder, text: string): void {
  for (const key of recorder.keysFor(text)) if (!into.has(key)) into.set(key, { key, text });
}

const sorted = (found: Map<string, KeyCandidate>) =>
  [...found.values()].sort((a, b) => a.key.localeCompare(b.key)).slice(0, maxCandidates);

/** The keys of what was clicked: `textNode` is the text under the pointer when the browser can tell. */
export function keysAt(target: Element, recorder: KeyRecorder, textNode?: Node | null): KeyCandidate[] {
  const found = new Map<string, KeyCandidate>();
  if (textNode?.nodeType === Node.TEXT_NODE && textNode.textContent) add(found, recorder, textNode.textContent);
  if (found.size) return sorted(found);

  const chain: Element[] = [];
  for (let element: Element | null = target; element && chain.length < maxDepth; element = element.parentElement) {
    if (element === document.body || isModeUi(element)) break;
    chain.push(element);
  }
  for (const element of chain) {
    for (const text of textsOf(element)) add(found, recorder, text);
    if (found.size) return sorted(found);
  }
  // A text made of several keys: the recorded texts the nearest small element contains.
  const container = chain.find((e) => normalizeText(e.textContent ?? '').length > 0);
  const whole = container ? normalizeText(container.textContent ?? '') : '';
  if (whole === '' || whole.length > maxContainerText) return [];
  for (const [text, keys] of recorder.entries()) {
    if (text.length >= 2 && whole.includes(text)) for (const key of keys) found.set(key, { key, text });
  }
  return sorted(found);
}

/**
 * The keys of every recorded text the screen shows now (the keyboard way to the same dialog): text nodes,
 * elements' whole texts and text attributes under `root`, the mode's own banner and dialog left out.
 */
export function keysOnScreen(root: Element, recorder: KeyRecorder): KeyCandidate[] {
  const shown = new Set<string>();
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => {
      if (node instanceof Element && (node.hasAttribute(modeUiAttribute) || ['SCRIPT', 'STYLE'].includes(node.tagName)))
        return NodeFilter.FILTER_REJECT;
      return NodeFilter.FILTER_ACCEPT;
    },
  });
  for (let node: Node | null = walker.currentNode; node; node = walker.nextNode()) {
    if (node.nodeType === Node.TEXT_NODE) {
      const text = normalizeText(node.textContent ?? '');
      if (text) shown.add(text);
    } else if (node instanceof Element) {
      for (const name of textAttributes) {
        const value = node.getAttribute(name);
        if (value) shown.add(normalizeText(value));
      }
      const whole = normalizeText(node.textContent ?? '');
      if (whole && whole.length <= maxContainerText) shown.add(whole);
    }
  }
  const found = new Map<string, KeyCandidate>();
  for (const [text, keys] of recorder.entries()) {
    if (shown.has(text)) for (const key of keys) if (!found.has(key)) found.set(key, { key, text });
  }
  return [...found.values()].sort((a, b) => a.key.localeCompare(b.key));
}
