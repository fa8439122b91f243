/** Business constants of spec 1 §9 and the product identity (spec 1 §2). */
export const productName = 'Connect';
export const productVersion = 'v6.21.0';
export const copyrightYear = 2025;
export const defaultLocaleName = 'English (United States)';
export const currencyCode = 'USD';
export const dateFormat = 'MM/DD/YYYY';

/** Seconds of the 60 s warning shown before an idle session ends. */
export const idleWarningSeconds = 60;
export const defaultInactivitySeconds = 3600;

export type InactivityOption = { Code: number; Seconds: number; Hours: number };

/**
 * Options 1 to 8 hours. The spec fixes the default as both "3600 s" and "option code 2", so codes start
 * at 2 for one hour (docs/decisions/003-inactivity-option-codes.md).
 */
export const inactivityOptions: readonly InactivityOption[] = Array.from({ length: 8 }, (_, index) => ({
  Code: index + 2,
  Hours: index + 1,
  Seconds: (index + 1) * 3600,
}));
export const defaultInactivityOptionCode = 2;

export const toastDurations = { errorMs: 5000, successMs: 5000, infoMs: 7000, gridMs: 2500 } as const;
export const errorBannerMs = 10_000;
export const dialogContentDelayMs = 100;
export const phoneInputMaxLength = 15;
export const maxInteger = 2_147_483_647;
export const textBoxMaxLength = 5000;
export const houseBillThreshold = 15;

export function inactivitySecondsForCode(code: number): number | undefined {
  return inactivityOptions.find((option) => option.Code === code)?.Seconds;
}
