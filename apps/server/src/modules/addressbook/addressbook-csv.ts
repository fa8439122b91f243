import {
  addressImportMaxRows,
  addressInputSchema,
  type AddressValues,
} from '@connect/contracts/addressbook/addressbook.schemas';
import { enUsAddressbookStrings } from '@connect/contracts/i18n/en-us-addressbook';
import { unescapeCsvCell } from '@connect/domain/grid/export-cells';
import { addressTypes } from '@connect/domain/reference/enumerations';
import Papa from 'papaparse';
import { messageKeyOf, type MessageKey, type MessageParams } from '@connect/contracts/messages/message-keys';
import type { FieldIssue } from '@connect/contracts/errors/error-envelope.schemas';
import { AppError, fieldIssue } from '../../errors/app-error';

/** A problem of the file as a message code and its parameters; worded once, when the import is refused. */
type Problem = { path: string; key: MessageKey; values?: MessageParams };

const problem = (path: string, key: MessageKey, values?: MessageParams): Problem => ({ path, key, values });

/** Columns an import fills, known by their export title or their field name (case and spacing ignored). */
const importable = [
  'addressType',
  'name',
  'address',
  'city',
  'stateProvince',
  'postalCode',
  'countryCode',
  'contactPersonName',
  'email',
  'telNo',
  'taxId',
  'nearestAirportCode',
  'nearestOceanPortLocationCode',
  'isBookingParty',
] as const;
type ImportField = (typeof importable)[number];
/** Derived columns of the export: accepted in a file (so an export imports back) and ignored. */
const derived = ['addressText', 'isDuplicate', 'unStandarized'] as const;

const keyOf = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');
/** Column titles by field; the street is 'Street' (the export's 'Address' is the one-line text). */
const titles: Record<ImportField | (typeof derived)[number], string> = {
  ...enUsAddressbookStrings.columns,
  address: 'Street',
};
const headerMap = new Map<string, ImportField | 'derived'>([
  ...importable.flatMap((f) => [[keyOf(f), f] as const, [keyOf(titles[f]), f] as const]),
  ...derived.flatMap((f) => [[keyOf(f), 'derived'] as const, [keyOf(titles[f]), 'derived'] as const]),
  // The export's "Address" column is the derived one-line text; a file made by hand may call the street "Street".
  [keyOf('Street'), 'address'],
  [keyOf('Street address'), 'address'],
]);
// In the export, 'Address' is the one-line text; on import it is read as the street when no street column exists.
headerMap.set(keyOf(enUsAddressbookStrings.columns.addressText), 'address');

const typeByLabel = new Map<string, string>([
  ...addressTypes.map((t) => [keyOf(t), t] as const),
  ...addressTypes.map((t) => [keyOf(enUsAddressbookStrings.addressTypes[t]), t] as const),
]);

function cellValue(field: ImportField, text: string): unknown {
  // A cell our export protected against formula injection ('=…, a;'=…) is read back without the apostrophes.
  const value = unescapeCsvCell(text.trim());
  if (field === 'isBookingParty') {
    if (value === '') return true;
    const yes = ['yes', 'true', '1', 'y'].includes(value.toLowerCase());
    const no = ['no', 'false', '0', 'n'].includes(value.toLowerCase());
    return yes ? true : no ? false : value;
  }
  if (field === 'addressType') return typeByLabel.get(keyOf(value)) ?? value;
  return value;
}

/**
 * A CSV file of addresses → rows checked by the form's own schema. Any problem (unknown column, missing column,
 * a bad cell, too many rows) is reported with its row and column and nothing is returned to import.
 */
export function parseAddressCsv(text: string): AddressValues[] {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const [header = [], ...body] = parsed.data;
  const problems: Problem[] = [];
  const fields = header.map((title) => headerMap.get(keyOf(title)));
  header.forEach((title, i) => {
    if (!fields[i] && title.trim() !== '')
      problems.push(problem('file', 'server.addressbook.unknownColumn', { column: title.trim() }));
  });
  for (const required of ['name', 'address', 'city', 'countryCode', 'addressType'] as const)
    if (!fields.includes(required))
      problems.push(problem('file', 'server.addressbook.missingColumn', { column: titles[required] }));
  if (body.length === 0) problems.push(problem('file', 'server.addressbook.noRows'));
  if (body.length > addressImportMaxRows)
    problems.push(problem('file', 'server.addressbook.tooManyRows', { max: addressImportMaxRows }));
  if (problems.length > 0) throw importFailed(problems);

  // With both a street column and the export's one-line "Address", the street wins.
  const streetIndex = header.findIndex((t) => ['street', 'streetaddress'].includes(keyOf(t)));
  const rows: AddressValues[] = [];
  body.forEach((cells, index) => {
    const record: Record<string, unknown> = {};
    fields.forEach((field, i) => {
      if (!field || field === 'derived') return;
      if (field === 'address' && streetIndex >= 0 && i !== streetIndex) return;
      record[field] = cellValue(field, cells[i] ?? '');
    });
    const result = addressInputSchema.safeParse(record);
    if (result.success) rows.push(result.data);
    else
      for (const issue of result.error.issues) {
        const field = String(issue.path[0] ?? '');
        const column = field in titles ? titles[field as ImportField] : field;
        // The cell's own problem travels as text and, when the catalogue has it, as a key the reader's language words.
        const problemKey = messageKeyOf(issue.message);
        problems.push(
          problem(`rows[${index + 2}].${field}`, 'server.addressbook.rowProblem', {
            row: index + 2,
            column,
            problem: issue.message,
            ...(problemKey ? { problemKey } : {}),
          }),
        );
      }
  });
  if (problems.length > 0) throw importFailed(problems);
  return rows;
}

function importFailed(problems: Problem[]): AppError {
  // The first 100 are enough to correct a file; a last entry says how many more there are.
  const shown = problems.slice(0, 100);
  const fields: FieldIssue[] = shown.map((p) => fieldIssue(p.path, p.key, p.values));
  if (problems.length > shown.length)
    fields.push(fieldIssue('file', 'server.addressbook.moreProblems', { count: problems.length - shown.length }));
  const first = problems[0];
  return new AppError('VALIDATION_FAILED', {
    ...(first ? { messageKey: first.key, params: first.values } : {}),
    details: { fields },
  });
}
