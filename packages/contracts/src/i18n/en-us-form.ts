/** en-US strings of the form kit, filter panel and donut chart (merged into `enUsStrings.form`). */
export const enUsFormStrings = {
  placeholder: 'TODO',
} as const;
