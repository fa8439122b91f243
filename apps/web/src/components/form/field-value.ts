/** `value`/`onChange` of the form kit's inputs: optional only so `form.getInputProps(field)` spreads in. */
export type ValueProps<T> = { value?: T; onChange?: (value: T) => void };

/** The change handler of an input that was given none. */
export const noop = () => undefined;
