/** en-US strings of the document viewer (merged into `enUsStrings.viewer`). */
export const enUsViewerStrings = {
  placeholder: 'TODO',
} as const;
