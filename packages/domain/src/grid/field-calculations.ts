/** The field-calculation card of spec 2 §2: Sum, Avg, Count, Distinct Count, Max, Min. */
export const calculationMethods = ['Sum', 'Avg', 'Count', 'Distinct Count', 'Max', 'Min'] as const;
export type CalculationMethod = (typeof calculationMethods)[number];

function numbers(values: readonly unknown[]): number[] {
  return values
    .map((value) =>
      typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN,
    )
    .filter((value) => Number.isFinite(value));
}

/** Count counts non-empty cells; the numeric methods ignore cells that are not numbers. Undefined when nothing to compute. */
export function calculateField(method: CalculationMethod, values: readonly unknown[]): number | undefined {
  const present = values.filter((value) => value !== null && value !== undefined && value !== '');
  if (method === 'Count') return present.length;
  if (method === 'Distinct Count') return new Set(present.map((value) => String(value))).size;
  const nums = numbers(present);
  if (nums.length === 0) return undefined;
  switch (method) {
    case 'Sum':
      return nums.reduce((a, b) => a + b, 0);
    case 'Avg':
      return nums.reduce((a, b) => a + b, 0) / nums.length;
    case 'Max':
      return Math.max(...nums);
    case 'Min':
      return Math.min(...nums);
  }
}

const suffixes = ['', 'K', 'M', 'G', 'T', 'P', 'E'] as const;

/** Large values abbreviated with K, M, G, T, P, E (powers of 1000), up to 2 decimals: 1234567 → "1.23M". */
export function abbreviateNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const sign = value < 0 ? '-' : '';
  let magnitude = Math.abs(value);
  let index = 0;
  while (magnitude >= 1000 && index < suffixes.length - 1) {
    magnitude /= 1000;
    index += 1;
  }
  const rounded = Math.round(magnitude * 100) / 100;
  if (rounded >= 1000 && index < suffixes.length - 1) return `${sign}1${suffixes[index + 1]}`;
  return `${sign}${rounded}${suffixes[index]}`;
}
