import { describe, expect, it } from 'vitest';
import { problemsBeforeSubmit, sameOriginAndDestination, type BookingForSubmit } from './booking-rules';

const complete: BookingForSubmit = {
  mode: 'AIR',
  isQuick: false,
  originCode: 'IAH',
  destinationCode: 'FRA',
  cargoReadyDate: '2026-11-30',
  freightTerms: 'PREPAID',
  incoterms: 'FCA',
  commodity: 'Industrial sensors',
  parties: { shipper: { name: 'A' }, consignee: { name: 'B' } },
  cargo: [{ qty: 2, length: 40, width: 30, height: 20, grossWeight: 25 }],
  documentTypes: [],
};

describe('booking submit rules (spec 2 §5)', () => {
  it('lets a complete booking through', () => {
    expect(problemsBeforeSubmit(complete, '2026-11-23')).toEqual([]);
  });

  it("names missing parties with the catalogue's texts and a same origin and destination", () => {
    const problems = problemsBeforeSubmit(
      { ...complete, parties: { shipper: null, consignee: null }, destinationCode: 'iah' },
      '2026-11-23',
    );
    expect(problems).toEqual([
      { path: 'destinationCode', message: 'Origin and Destination cannot be same' },
      { path: 'parties.shipper', message: 'Shipper: This is required' },
      { path: 'parties.consignee', message: 'Consignee: This is required' },
    ]);
    expect(sameOriginAndDestination({ originCode: '', destinationCode: '' })).toBe(false);
  });

  it('checks every cargo row and the ready date', () => {
    const problems = problemsBeforeSubmit(
      {
        ...complete,
        cargoReadyDate: '2026-11-22',
        cargo: [
          { qty: 0, length: 0, width: 30, height: 20, grossWeight: 0 },
          { qty: 1, length: 10, width: 10, height: 10, grossWeight: 5 },
        ],
      },
      '2026-11-23',
    );
    expect(problems.map((p) => `${p.path}: ${p.message}`)).toEqual([
      'cargoReadyDate: Cargo ready date cannot be in the past',
      'cargo.0.qty: Quantity must be 1 or more',
      'cargo.0.grossWeight: Gross Weight is required',
      'cargo.0.length: Length, width and height are needed for this mode',
    ]);
  });

  it('needs no dimensions for a full container, and only the three documents for a quick booking', () => {
    const fcl = {
      ...complete,
      mode: 'OCEAN-FCL',
      cargo: [{ qty: 1, length: 0, width: 0, height: 0, grossWeight: 9000 }],
    };
    expect(problemsBeforeSubmit(fcl, '2026-11-23')).toEqual([]);
    const quick = { ...complete, isQuick: true, parties: { shipper: null, consignee: null }, cargo: [], commodity: '' };
    expect(problemsBeforeSubmit({ ...quick, documentTypes: ['COMMINVOICE'] }, '2026-11-23')).toEqual([
      { path: 'documents.PACKLIST', message: 'Packing List is a required field' },
      { path: 'documents.SHIPLETTER', message: "Shipper's Letter of Instruction is a required field" },
    ]);
    expect(
      problemsBeforeSubmit({ ...quick, documentTypes: ['COMMINVOICE', 'PACKLIST', 'SHIPLETTER'] }, '2026-11-23'),
    ).toEqual([]);
  });

  it('lists everything missing from an empty draft', () => {
    const empty: BookingForSubmit = {
      ...complete,
      mode: '',
      originCode: '',
      destinationCode: '',
      cargoReadyDate: null,
      freightTerms: '',
      incoterms: '',
      commodity: '',
      parties: { shipper: null, consignee: null },
      cargo: [],
    };
    expect(problemsBeforeSubmit(empty, '2026-11-23').map((p) => p.path)).toEqual([
      'mode',
      'originCode',
      'destinationCode',
      'cargoReadyDate',
      'parties.shipper',
      'parties.consignee',
      'freightTerms',
      'incoterms',
      'commodity',
      'cargo',
    ]);
  });
});
