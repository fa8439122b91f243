import {
  type Address,
  type AddressGridField,
  type AddressValues,
  type ExportAddressesQuery,
  type ListAddressesQuery,
  type ListAddressesResponse,
  type SaveAddressResponse,
} from '@connect/contracts/addressbook/addressbook.schemas';
import { enUsAddressbookStrings } from '@connect/contracts/i18n/en-us-addressbook';
import { formatAddressText, isUnstandardizedAddress } from '@connect/domain/address/address-standard';
import { isLikelyDuplicate, normalizeForMatch } from '@connect/domain/address/duplicate-addresses';
import type { Database } from '../../db/client';
import { AppError, said } from '../../errors/app-error';
import type { SignedInContext } from '../../context';
import { recordCompanyAction } from '../audit/audit.service';
import { defineList, type ExportFile } from '../../lib/list-service';
import {
  findAddressById,
  findAddressesByIds,
  findAddressesPage,
  findDuplicateCandidates,
  insertAddresses,
  replaceDuplicateLinks,
  softDeleteAddress,
  updateAddress,
  type AddressListFilter,
  type AddressRecord,
  type AddressRow,
  type AddressScope,
  type NewAddress,
} from './addressbook.repository';
import { readerText } from '../billing/billing-text';

const hasPermission = (ctx: SignedInContext, ...keys: string[]) =>
  ctx.auth.selectedCompany?.permissions.some((p) => keys.includes(p.toLowerCase())) ?? false;

/**
 * The addresses a caller may see: those of the selected company. Reading and adding need the address book or
 * booking permission (a booking's parties come from the book); changing, deleting and importing need the address
 * book permission. Another company's address, or one of a company not selected, answers 404 like a missing one.
 */
export function addressScope(ctx: SignedInContext, access: 'read' | 'add' | 'manage'): AddressScope {
  const company = ctx.auth.selectedCompany;
  const allowed =
    access === 'manage' ? hasPermission(ctx, 'addressbook') : hasPermission(ctx, 'addressbook', 'booking');
  if (!company || !allowed) throw new AppError('ACCESS_DENIED');
  return { companyIds: [company.id] };
}

export function toAddress(row: AddressRow): Address {
  return {
    addressId: row.id,
    addressTable: 'ADDRESSBOOK',
    addressType: row.addressType as Address['addressType'],
    name: row.name,
    addressText: formatAddressText(row),
    address: row.address,
    city: row.city,
    stateProvince: row.stateProvince,
    postalCode: row.postalCode,
    countryCode: row.countryCode,
    contactPersonName: row.contactPersonName,
    email: row.email,
    telNo: row.telNo,
    taxId: row.taxId,
    nearestAirportCode: row.nearestAirportCode,
    nearestOceanPortLocationCode: row.nearestOceanPortLocationCode,
    isBookingParty: row.isBookingParty,
    unStandarized: isUnstandardizedAddress(row),
    isDuplicate: row.duplicateIds.length > 0,
    duplicateAddress: row.duplicateIds,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const listFilter = (scope: AddressScope, query: Omit<ListAddressesQuery, 'pageNumber' | 'pageSize' | 'action'>) =>
  ({
    ...scope,
    filters: query.filter,
    sort: query.sort,
    q: query.q || undefined,
    addressType: query.addressType,
  }) satisfies AddressListFilter;

export async function listAddresses(ctx: SignedInContext, query: ListAddressesQuery): Promise<ListAddressesResponse> {
  return addressList.list(ctx.db, listFilter(addressScope(ctx, 'read'), query), query);
}

export async function getAddress(ctx: SignedInContext, addressId: string): Promise<Address> {
  const row = await findAddressById(ctx.db, addressScope(ctx, 'read'), addressId);
  if (!row) throw new AppError('NOT_FOUND');
  return toAddress(row);
}

const toColumns = (values: AddressValues) => ({
  ...values,
  nameKey: normalizeForMatch(values.name),
  cityKey: normalizeForMatch(values.city),
});

/** The likely duplicates of one address among the scope's others (pg_trgm narrows, the domain rule decides). */
async function duplicatesOf(db: Database, scope: AddressScope, address: AddressRecord): Promise<AddressRecord[]> {
  const candidates = await findDuplicateCandidates(db, scope, { nameKey: address.nameKey, excludeId: address.id });
  const probe = { addressId: address.id, name: address.name, city: address.city, countryCode: address.countryCode };
  return candidates.filter((c) =>
    isLikelyDuplicate(probe, { addressId: c.id, name: c.name, city: c.city, countryCode: c.countryCode }),
  );
}

async function relink(db: Database, scope: AddressScope, saved: AddressRecord) {
  const duplicates = await duplicatesOf(db, scope, saved);
  await replaceDuplicateLinks(
    db,
    saved.id,
    duplicates.map((d) => d.id),
  );
  return duplicates;
}

async function saveResponse(
  ctx: SignedInContext,
  scope: AddressScope,
  saved: AddressRecord,
  duplicates: AddressRecord[],
): Promise<SaveAddressResponse> {
  const row = await findAddressById(ctx.db, scope, saved.id);
  if (!row) throw new AppError('NOT_FOUND');
  return {
    address: toAddress(row),
    duplicates: duplicates.map((d) => ({ addressId: d.id, name: d.name, addressText: formatAddressText(d) })),
    ...said('server.addressbook.saved'),
  };
}

/** Adds an address; a likely duplicate is saved too, flagged and linked both ways, and named in the answer. */
export async function createAddress(ctx: SignedInContext, values: AddressValues): Promise<SaveAddressResponse> {
  const scope = addressScope(ctx, 'add');
  const companyId = scope.companyIds[0] ?? '';
  const { saved, duplicates } = await ctx.db.transaction(async (tx) => {
    const [row] = await insertAddresses(tx, [{ ...toColumns(values), companyId, createdBy: ctx.auth.user.userId }]);
    if (!row) throw new AppError('INTERNAL');
    return { saved: row, duplicates: await relink(tx, scope, row) };
  });
  await recordCompanyAction(ctx, { action: 'addressbook.create', companyId, details: { addressId: saved.id } });
  return saveResponse(ctx, scope, saved, duplicates);
}

export async function changeAddress(
  ctx: SignedInContext,
  addressId: string,
  values: AddressValues,
): Promise<SaveAddressResponse> {
  const scope = addressScope(ctx, 'manage');
  const { saved, duplicates } = await ctx.db.transaction(async (tx) => {
    const row = await updateAddress(tx, scope, addressId, toColumns(values));
    if (!row) throw new AppError('NOT_FOUND');
    return { saved: row, duplicates: await relink(tx, scope, row) };
  });
  await recordCompanyAction(ctx, {
    action: 'addressbook.update',
    companyId: saved.companyId,
    details: { addressId },
  });
  return saveResponse(ctx, scope, saved, duplicates);
}

export async function deleteAddress(ctx: SignedInContext, addressId: string): Promise<{ message: string }> {
  const scope = addressScope(ctx, 'manage');
  const deleted = await ctx.db.transaction((tx) => softDeleteAddress(tx, scope, addressId));
  if (!deleted) throw new AppError('NOT_FOUND');
  await recordCompanyAction(ctx, {
    action: 'addressbook.delete',
    companyId: scope.companyIds[0] ?? null,
    details: { addressId },
  });
  return said('server.addressbook.deleted');
}

/**
 * Imports validated rows in one transaction (all or nothing); each new address is checked for duplicates against
 * the book and the rows imported before it.
 */
export async function importAddresses(
  ctx: SignedInContext,
  rows: AddressValues[],
): Promise<{ imported: number; duplicates: number; message: string }> {
  const scope = addressScope(ctx, 'manage');
  const companyId = scope.companyIds[0] ?? '';
  const values: NewAddress[] = rows.map((r) => ({ ...toColumns(r), companyId, createdBy: ctx.auth.user.userId }));
  const flagged = await ctx.db.transaction(async (tx) => {
    let count = 0;
    for (let i = 0; i < values.length; i += 500) {
      const inserted = await insertAddresses(tx, values.slice(i, i + 500));
      for (const row of inserted) if ((await relink(tx, scope, row)).length > 0) count += 1;
    }
    return count;
  });
  await recordCompanyAction(ctx, {
    action: 'addressbook.import',
    companyId,
    details: { imported: rows.length, duplicates: flagged },
  });
  return { imported: rows.length, duplicates: flagged, ...said('server.addressbook.imported', { count: rows.length }) };
}

/** Export column titles: the grid's own titles (one source: the UI strings in contracts). */
/** The address book as a list: the grid's pages and its streamed exports (decision 024). */
const addressList = defineList({
  findPage: findAddressesPage,
  toItem: toAddress,
  exportTitles: enUsAddressbookStrings.columns satisfies Record<AddressGridField, string>,
  file: { name: 'addresses', title: 'Address Book', sheet: 'Addresses' },
  exportWords: {
    columns: 'addressbook.columns',
    title: 'grid.exportFiles.addressBook',
    sheet: 'grid.exportFiles.addresses',
  },
});

export async function exportAddresses(ctx: SignedInContext, query: ExportAddressesQuery): Promise<ExportFile> {
  return addressList.exportFile(ctx.db, listFilter(addressScope(ctx, 'read'), query), query, await readerText(ctx));
}

/** Addresses by id within the caller's scope (bookings take their parties from here). */
export async function findScopedAddresses(ctx: SignedInContext, ids: string[]): Promise<AddressRecord[]> {
  return findAddressesByIds(ctx.db, addressScope(ctx, 'read'), ids);
}
