import { describe, expect, it } from 'vitest';
import { matchesPartyName, matchesShipmentParty, partyCheckLength, partyCheckMinLength } from './tracking-check';

const name = 'Lone Star Components, Inc.';

describe('the name check of public tracking', () => {
  it('accepts the first word or first words of the name, whatever the case, spaces and punctuation', () => {
    for (const check of [
      'Lone',
      'lone star',
      'LONE-STAR',
      'LoneStar',
      ' lone   star components ',
      'Lone Star Components Inc',
    ])
      expect(matchesPartyName(check, name), check).toBe(true);
  });

  it('refuses fragments of a word, words from the middle, other names and anything longer than the name', () => {
    for (const check of [
      'Lone St',
      'Lon',
      'Star Components',
      'Components',
      'Inc.',
      'Lone Star Components Inc Ltd',
      'Lone Ranger',
    ])
      expect(matchesPartyName(check, name), check).toBe(false);
  });

  it(`needs at least ${partyCheckMinLength} letters or digits, so a short first word alone is not enough`, () => {
    expect(partyCheckLength(' A.B-c ')).toBe(3);
    expect(matchesPartyName('PT', 'PT Maju Jaya')).toBe(false);
    expect(matchesPartyName('PT Maju', 'PT Maju Jaya')).toBe(true);
    expect(matchesPartyName('3M', '3M Co')).toBe(false);
    expect(matchesPartyName('3M Co', '3M Co')).toBe(true);
    expect(matchesPartyName('', '')).toBe(false);
    expect(matchesPartyName('....', 'Lone')).toBe(false);
  });

  it('drops accents and keeps letters of every script', () => {
    expect(matchesPartyName('muller', 'Müller Logistik GmbH')).toBe(true);
    expect(matchesPartyName('Société Générale', 'SOCIETE GENERALE SA')).toBe(true);
    expect(matchesPartyName('华信贸易', '华信贸易 有限公司')).toBe(true);
    expect(matchesPartyName('华信贸', '华信贸易 有限公司')).toBe(false);
  });

  it('names a shipment by its shipper or its consignee', () => {
    const parties = { shipperName: 'Huaxin Trading Co., Ltd.', consigneeName: 'Lone Star Components, Inc.' };
    expect(matchesShipmentParty('huaxin', parties)).toBe(true);
    expect(matchesShipmentParty('lone star', parties)).toBe(true);
    expect(matchesShipmentParty('trading', parties)).toBe(false);
  });
});
