/** `value` as literal text inside a LIKE/ILIKE pattern: its `\`, `%` and `_` escaped (PostgreSQL's default escape). */
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE/ILIKE pattern that matches text containing `value` anywhere, `value` taken literally. */
export const containsPattern = (value: string) => `%${escapeLike(value)}%`;
