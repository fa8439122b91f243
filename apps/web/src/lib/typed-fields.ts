type Field = HTMLInputElement | HTMLTextAreaElement;

const valueSetter = (field: Field) =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;

/**
 * What a visitor typed into a server-rendered page before its script arrived (decision 112). React takes the
 * page over with its own (empty) state, so the values are noted first and given back afterwards as input
 * events (and a field already left, as leaving it), which the forms' handlers receive like typing: nothing typed
 * is lost.
 */
export function noteTypedFields(root: HTMLElement): () => void {
  const typed = [...root.querySelectorAll<Field>('input, textarea')]
    .filter((field) => field.type !== 'checkbox' && field.type !== 'radio' && field.type !== 'file')
    .filter((field) => field.value !== field.defaultValue)
    .map((field) => ({ field, value: field.value }));
  return () => {
    for (const { field, value } of typed) {
      if (!field.isConnected) continue;
      // Through React's own setter first (its change tracking then holds the empty value), then the element's:
      // the input event is then a change to React, as a keystroke would be.
      field.value = '';
      valueSetter(field)?.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
      // A field the visitor already left is validated as on leaving it.
      if (document.activeElement !== field) field.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    }
  };
}
