/**
 * ABA routing transit numbers (ACH payments, spec 1/2 payment method ACH): nine digits whose weighted sum
 * 3·d1 + 7·d2 + d3 + 3·d4 + 7·d5 + d6 + 3·d7 + 7·d8 + d9 is a multiple of 10, and whose first two digits are a
 * Federal Reserve prefix (00–12, 21–32, 61–72, 80).
 */
export function isValidAbaRoutingNumber(value: string): boolean {
  const digits = value.trim();
  if (!/^\d{9}$/.test(digits)) return false;
  const prefix = Number(digits.slice(0, 2));
  const prefixOk =
    (prefix >= 0 && prefix <= 12) || (prefix >= 21 && prefix <= 32) || (prefix >= 61 && prefix <= 72) || prefix === 80;
  if (!prefixOk) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = weights.reduce((total, weight, i) => total + weight * Number(digits[i]), 0);
  return sum % 10 === 0;
}
