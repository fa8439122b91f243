import { describe, expect, it } from 'vitest';
import {
  acceptCargoValue,
  addCargoRow,
  canRemoveCargoRow,
  duplicateCargoRow,
  emptyCargoRow,
  initialCargoRows,
  removeCargoRow,
} from './cargo-rows';
import { convertRows, roundHalf, rowVolume, summarizeCargo, totalCubicUnits, type CargoRow } from './chargeable-weight';

const row = (patch: Partial<CargoRow>): CargoRow => ({ ...emptyCargoRow(), ...patch });

describe('chargeable weight (spec 2 §9), worked by hand', () => {
  // 2 boxes of 40 × 30 × 20 in, 25 lb each: 48,000 in³; 27.778 ft³; volumetric 48000/366 = 131.148 kg
  // = 289.13 lb; gross 50 lb; chargeable (IATA reading) 289.5 lb; (literal reading) 131 (nearest 0.5 of 131.148).
  const boxes = [row({ qty: 2, length: 40, width: 30, height: 20, grossWeight: 25, boxPackaging: true })];

  it('computes a row volume in cubic feet (IN) or cubic metres (CM)', () => {
    expect(rowVolume(boxes[0]!, 'IN')).toBe(27.778);
    expect(rowVolume(row({ qty: 3, length: 120, width: 80, height: 100 }), 'CM')).toBe(2.88);
  });

  it('second reading (IATA, used on screens): same unit on both sides, rounded up to the next 0.5', () => {
    const s = summarizeCargo(boxes, { volumeUnit: 'IN', weightUnit: 'LB' });
    expect(s.totalQty).toBe(2);
    expect(s.totalGrossWeight).toBe(50);
    expect(s.totalVolume).toBe(27.778);
    expect(s.totalVolumetricWeight).toBe(289.13);
    expect(s.totalChargeableWeight).toBe(289.5);
    expect(s.boxPackagingTotal).toBe(70);
    expect(s.working).toEqual({ divisor: 366, factor: 2.20462, rounding: 'up to the next 0.5' });
  });

  it('first reading (literal): cubic units ÷ divisor against the gross as entered, nearest 0.5', () => {
    const s = summarizeCargo(boxes, { volumeUnit: 'IN', weightUnit: 'LB' }, 'nearest-half');
    expect(s.totalVolumetricWeight).toBe(131.15);
    expect(s.totalChargeableWeight).toBe(131);
  });

  it('takes the gross weight when it is the larger (CM, KG): 3 pallets 120×80×100 cm, 400 kg each', () => {
    const pallets = [row({ qty: 3, length: 120, width: 80, height: 100, grossWeight: 400 })];
    const s = summarizeCargo(pallets, { volumeUnit: 'CM', weightUnit: 'KG' });
    // volumetric 2,880,000 / 6000 = 480 kg < 1200 kg gross
    expect(s.totalVolumetricWeight).toBe(480);
    expect(s.totalChargeableWeight).toBe(1200);
    expect(summarizeCargo(pallets, { volumeUnit: 'CM', weightUnit: 'KG' }, 'nearest-half').totalChargeableWeight).toBe(
      1200,
    );
  });

  it('sums the raw cubic units of all rows for the working (in³ or cm³, whatever the unit)', () => {
    // 2 × 40 × 30 × 20 = 48,000; plus 1 × 10.5 × 10 × 10 = 1,050 → 49,050
    expect(totalCubicUnits([...boxes, row({ qty: 1, length: 10.5, width: 10, height: 10 })])).toBe(49050);
    expect(totalCubicUnits([row({ qty: 1, length: 1.11, width: 1.11, height: 1.11 })])).toBe(1.37); // 1.367631
    expect(totalCubicUnits([])).toBe(0);
  });

  it('rounds halves both ways', () => {
    expect([roundHalf(10.2, 'up'), roundHalf(10.5, 'up'), roundHalf(10.51, 'up')]).toEqual([10.5, 10.5, 11]);
    expect([roundHalf(10.2, 'nearest'), roundHalf(10.3, 'nearest'), roundHalf(10.76, 'nearest')]).toEqual([
      10, 10.5, 11,
    ]);
  });

  it('recomputes every row when a unit changes, and back again', () => {
    const cm = convertRows(boxes, { volumeUnit: 'IN', weightUnit: 'LB' }, { volumeUnit: 'CM', weightUnit: 'KG' });
    expect(cm[0]).toMatchObject({ length: 101.6, width: 76.2, height: 50.8, grossWeight: 11.34 });
    const back = convertRows(cm, { volumeUnit: 'CM', weightUnit: 'KG' }, { volumeUnit: 'IN', weightUnit: 'LB' });
    expect(back[0]).toMatchObject({ length: 40, width: 30, height: 20, grossWeight: 25 });
  });
});

describe('cargo grid rows (spec 2 §4, §5)', () => {
  it('starts with one empty row; add only from the last; duplicate; never removes the last one', () => {
    let rows = initialCargoRows();
    expect(rows).toEqual([emptyCargoRow()]);
    expect(canRemoveCargoRow(rows)).toBe(false);
    expect(removeCargoRow(rows, 0)).toHaveLength(1);
    rows = addCargoRow(rows, 0);
    expect(rows).toHaveLength(2);
    expect(addCargoRow(rows, 0)).toHaveLength(2);
    rows = duplicateCargoRow([{ ...rows[0]!, qty: 4 }, rows[1]!], 0);
    expect(rows.map((r) => [r.rowindex, r.qty])).toEqual([
      [0, 4],
      [1, 4],
      [2, 0],
    ]);
    expect(removeCargoRow(rows, 1).map((r) => r.rowindex)).toEqual([0, 1]);
  });

  it('refuses values below 1 and rounds to the field decimals', () => {
    expect(acceptCargoValue('qty', '-3')).toBeUndefined();
    expect(acceptCargoValue('length', '0.5')).toBeUndefined();
    expect(acceptCargoValue('qty', '2.6')).toBe(3);
    expect(acceptCargoValue('grossWeight', '12.345')).toBe(12.35);
    expect(acceptCargoValue('width', 'abc')).toBeUndefined();
  });
});
