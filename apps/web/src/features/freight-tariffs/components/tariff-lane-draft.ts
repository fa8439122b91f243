import type { TariffLaneInput } from '@connect/contracts/freight/tariff-lanes.schemas';
import type { TariffDetail, TariffKind } from '@connect/contracts/freight/tariffs.schemas';

/**
 * The lane form's state (decision 080): every field as the text the user typed, and an ocean lane's charge lines.
 * The server checks the figures (and answers each problem by field); the form only shapes the body.
 */

export type AirLane = TariffDetail['airLanes'][number];
export type OceanLane = TariffDetail['oceanLanes'][number];
export type AccessorialCharge = TariffDetail['accessorialCharges'][number];
export type AnyLane = AirLane | OceanLane | AccessorialCharge;

export type ChargeDraft = { chargeCode: string; description: string; amount: string; isPerUnit: boolean };
export type LaneDraft = { fields: Record<string, string>; charges: ChargeDraft[] };

export const airBreaks = ['0', '45', '100', '300', '500', '1000'] as const;
export const airMoneyFields = [
  'rate0',
  'rate45',
  'rate100',
  'rate300',
  'rate500',
  'rate1000',
  'margin',
  'originCharge',
  'originMinimum',
  'freightMinimum',
  'destHandlingCharge',
  'destHandlingMin',
] as const;

const oceanContainer = "20' GP";
const emptyCharge = (): ChargeDraft => ({ chargeCode: '', description: '', amount: '', isPerUnit: true });
export const newCharge = emptyCharge;

/** A lane's name in the screen's labels: its ports and service level, carrier, or charge code. */
export function laneLabel(kind: TariffKind, lane: AnyLane): string {
  if (kind === 'AIR' && 'originPort' in lane)
    return `${lane.originPort} → ${lane.destinationPort} ${lane.serviceLevel}`;
  if (kind === 'OCEAN' && 'portOfLoading' in lane)
    return `${lane.portOfLoading} → ${lane.portOfDischarge} ${lane.carrierCode}`;
  return 'chargeCode' in lane ? lane.chargeCode : '';
}

export function draftOf(kind: TariffKind, lane: AnyLane | undefined): LaneDraft {
  if (kind === 'AIR') {
    const l = lane && 'originPort' in lane ? lane : undefined;
    const fields: Record<string, string> = {
      originPort: l?.originPort ?? '',
      destinationPort: l?.destinationPort ?? '',
      serviceLevel: l?.serviceLevel ?? 'Express',
      carrierCode: l?.carrierCode ?? '',
      marginType: l?.marginType ?? 'K',
      originUnit: l?.originUnit ?? 'K',
      destHandlingUnit: l?.destHandlingUnit ?? 'S',
      transitDays: l?.transitDays == null ? '' : String(l.transitDays),
    };
    for (const f of airMoneyFields) fields[f] = l ? l[f] : '';
    return { fields, charges: [] };
  }
  if (kind === 'OCEAN') {
    const l = lane && 'portOfLoading' in lane ? lane : undefined;
    return {
      fields: {
        portOfLoading: l?.portOfLoading ?? '',
        portOfDischarge: l?.portOfDischarge ?? '',
        carrierCode: l?.carrierCode ?? '',
        transitDays: l?.transitDays == null ? '' : String(l.transitDays),
      },
      charges: l ? l.charges.map((c) => ({ ...c })) : [emptyCharge()],
    };
  }
  const c = lane && 'mode' in lane ? lane : undefined;
  return {
    fields: {
      chargeCode: c?.chargeCode ?? '',
      description: c?.description ?? '',
      mode: c?.mode ?? 'ANY',
      unit: c?.unit ?? 'S',
      amount: c?.amount ?? '',
      minimum: c?.minimum ?? '0',
    },
    charges: [],
  };
}

/** Transit days as typed: empty is none, a whole number is sent as one, anything else as typed (the server says). */
const days = (v: string | undefined): number | null => {
  const text = (v ?? '').trim();
  return text === '' ? null : Number(text);
};

export function inputOf(kind: TariffKind, draft: LaneDraft): TariffLaneInput {
  const f = draft.fields;
  const v = (key: string) => (f[key] ?? '').trim();
  if (kind === 'AIR') {
    const money = Object.fromEntries(airMoneyFields.map((k) => [k, v(k)])) as Record<
      (typeof airMoneyFields)[number],
      string
    >; // built from the same list of keys the type names
    return {
      kind,
      originPort: v('originPort'),
      destinationPort: v('destinationPort'),
      serviceLevel: v('serviceLevel') as 'Economy' | 'Express', // a Select of these two values
      carrierCode: v('carrierCode') === '' ? null : v('carrierCode'),
      marginType: v('marginType') as 'K' | 'FLAT' | 'PERCENT', // a Select of these values
      originUnit: v('originUnit') as 'K' | 'S', // a Select of these values
      destHandlingUnit: v('destHandlingUnit') as 'K' | 'S', // a Select of these values
      transitDays: days(f.transitDays),
      ...money,
    };
  }
  if (kind === 'OCEAN')
    return {
      kind,
      portOfLoading: v('portOfLoading'),
      portOfDischarge: v('portOfDischarge'),
      carrierCode: v('carrierCode'),
      containerType: oceanContainer,
      transitDays: days(f.transitDays),
      charges: draft.charges.map((c) => ({ ...c, chargeCode: c.chargeCode.trim(), amount: c.amount.trim() })),
    };
  return {
    kind,
    chargeCode: v('chargeCode'),
    description: v('description'),
    mode: v('mode') as 'AIR' | 'OCEAN' | 'ANY', // a Select of these values
    unit: v('unit') as 'K' | 'S' | 'C', // a Select of these values
    amount: v('amount'),
    minimum: v('minimum'),
  };
}
