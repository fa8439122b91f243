import {
  importFieldsOf,
  importMappingSchema,
  type CommitImportResponse,
  type DryRunResponse,
  type ImportDirection,
  type ImportField,
  type ImportMapping,
  type ImportMappingResponse,
  type ImportProblem,
  type ReadImportResponse,
} from '@connect/contracts/warehouse/warehouse-import.schemas';
import { type InboundOrderValues, type OutboundOrderValues } from '@connect/contracts/warehouse/warehouse.schemas';
import type { SignedInContext } from '../../context';
import { AppError, said } from '../../errors/app-error';
import { recordCompanyAction } from '../audit/audit.service';
import { alertLowStockOfOrder } from './warehouse-low-stock.service';
import { readImportFile } from './warehouse-import.file';
import { fieldLabel, planImport } from './warehouse-import-plan.service';
import { findImportMapping, lockImports, upsertImportMapping } from './warehouse-import.repository';
import { fileNumberRace, insertInboundOrderIn, insertOutboundOrderIn } from './warehouse-orders.service';
import { byOf, orderCreationCompany, tell } from './warehouse.service';

/**
 * Bulk import of inbound and outbound orders (issue #19, decision 059). A file is read (checked by content), its
 * columns mapped to the import's fields, and every row checked with the order form's own schema plus look-ups of
 * the company's items, warehouses, ship-to addresses, shipments and existing orders. Nothing is written unless
 * every row is valid: the commit runs the same check inside one transaction and writes every order or none. The
 * customer's Order/Reference No. groups rows into orders and guards against importing an order twice.
 */

export type Upload = { fileName: string; bytes: Uint8Array };

/** The first problems are enough to correct a file; the answer says how many there are in all. */
const shownProblems = 200;

// ------------------------------------------------------------------------------------------- mapping

const keyOf = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Headers a file commonly uses for each field (besides the field's own name and its label in the wizard). */
const synonyms: Record<ImportField, string[]> = {
  referenceNo: [
    'reference',
    'referenceno',
    'orderreferenceno',
    'orderreference',
    'orderno',
    'ordernumber',
    'po',
    'pono',
    'ponumber',
    'customerreference',
    'ref',
  ],
  fileNumber: ['fileno', 'filenumber', 'file'],
  warehouse: ['warehouse', 'warehousecode', 'wh', 'site'],
  sku: ['sku', 'item', 'itemcode', 'itemno', 'partnumber', 'partno', 'product', 'productcode'],
  quantity: ['quantity', 'qty', 'orderedqty', 'units', 'orderqty'],
  lotNumber: ['lot', 'lotno', 'lotnumber', 'batch'],
  notes: ['notes', 'note', 'comments', 'remarks'],
  supplierName: ['supplier', 'suppliername', 'vendor', 'shipper'],
  expectedDate: ['expecteddate', 'expected', 'eta', 'arrivaldate'],
  carrier: ['carrier'],
  containerNo: ['container', 'containerno', 'containernumber'],
  houseBill: ['housebill', 'hbl', 'hawb', 'housebillno'],
  shipTo: ['shipto', 'shiptoname', 'consignee', 'deliverto'],
  requestedDate: ['requesteddate', 'requested', 'shipdate'],
  serviceLevel: ['servicelevel', 'service'],
};

/** A mapping guessed from the header row: a field takes the first column whose header names it. */
export function guessMapping(direction: ImportDirection, headers: string[]): ImportMapping {
  const mapping: ImportMapping = {};
  const used = new Set<number>();
  for (const field of importFieldsOf(direction)) {
    const names = new Set([keyOf(field), keyOf(fieldLabel(field)), ...synonyms[field]]);
    const index = headers.findIndex((h, i) => !used.has(i) && names.has(keyOf(h)));
    mapping[field] = index >= 0 ? (headers[index] ?? null) : null;
    if (index >= 0) used.add(index);
  }
  return mapping;
}

function parseMapping(direction: ImportDirection, text: string | undefined): ImportMapping {
  let value: unknown;
  try {
    value = JSON.parse(text ?? '');
  } catch {
    throw new AppError('VALIDATION_FAILED', { messageKey: 'server.warehouseImport.mappingNotValid' });
  }
  const parsed = importMappingSchema.safeParse(value);
  const allowed = new Set<string>(importFieldsOf(direction));
  if (!parsed.success || Object.keys(parsed.data).some((f) => !allowed.has(f)))
    throw new AppError('VALIDATION_FAILED', { messageKey: 'server.warehouseImport.mappingNotValid' });
  return parsed.data;
}

function checkDirectionFields(direction: ImportDirection, mapping: ImportMapping) {
  const allowed = new Set<string>(importFieldsOf(direction));
  if (Object.keys(mapping).some((f) => !allowed.has(f)))
    throw new AppError('VALIDATION_FAILED', { messageKey: 'server.warehouseImport.mappingNotValid' });
}

export async function getImportMapping(
  ctx: SignedInContext,
  direction: ImportDirection,
): Promise<ImportMappingResponse> {
  const company = orderCreationCompany(ctx);
  const row = await findImportMapping(ctx.db, ctx.auth.user.userId, company.id, direction);
  const saved = row ? importMappingSchema.safeParse(row.settings) : undefined;
  return {
    direction,
    mapping: saved?.success ? saved.data : null,
    updatedAt: saved?.success && row ? row.updatedAt.toISOString() : null,
  };
}

export async function saveImportMapping(ctx: SignedInContext, direction: ImportDirection, mapping: ImportMapping) {
  const company = orderCreationCompany(ctx);
  checkDirectionFields(direction, mapping);
  const row = await upsertImportMapping(ctx.db, ctx.auth.user.userId, company.id, direction, mapping);
  return {
    direction,
    mapping,
    updatedAt: (row?.updatedAt ?? new Date()).toISOString(),
    ...said('server.warehouseImport.mappingSaved'),
  };
}

// ------------------------------------------------------------------------------------------- reading

export async function readImport(
  ctx: SignedInContext,
  direction: ImportDirection,
  upload: Upload,
): Promise<ReadImportResponse> {
  const company = orderCreationCompany(ctx);
  const sheet = await readImportFile(upload);
  const guessed = guessMapping(direction, sheet.headers);
  const saved = await findImportMapping(ctx.db, ctx.auth.user.userId, company.id, direction);
  const savedMapping = saved ? importMappingSchema.safeParse(saved.settings) : undefined;
  let mapping = guessed;
  let mappingSource: 'saved' | 'guessed' = 'guessed';
  if (savedMapping?.success) {
    // The saved choice wins for every field whose column this file has; the guess fills the rest.
    const headers = new Set(sheet.headers.map((h) => h.toLowerCase()));
    const usable = Object.entries(savedMapping.data).filter(
      ([field, header]) =>
        importFieldsOf(direction).includes(field as ImportField) && header && headers.has(header.toLowerCase()),
    );
    if (usable.length > 0) {
      mappingSource = 'saved';
      const taken = new Set(usable.map(([, h]) => (h ?? '').toLowerCase()));
      mapping = Object.fromEntries(
        importFieldsOf(direction).map((field) => {
          const mine = usable.find(([f]) => f === field)?.[1];
          const guess = guessed[field];
          return [field, mine ?? (guess && !taken.has(guess.toLowerCase()) ? guess : null)];
        }),
      ) as ImportMapping;
    }
  }
  const visible = sheet.rows.filter((r) => r.some((c) => c.text !== ''));
  return {
    fileName: sheet.fileName,
    kind: sheet.kind,
    headers: sheet.headers,
    sample: visible.slice(0, 5).map((r) => sheet.headers.map((_, i) => r[i]?.text ?? '')),
    rowCount: visible.length,
    mapping,
    mappingSource,
  };
}

// ------------------------------------------------------------------------------------------- dry run and commit

export async function dryRunImport(
  ctx: SignedInContext,
  direction: ImportDirection,
  upload: Upload,
  mappingText: string | undefined,
): Promise<DryRunResponse> {
  const company = orderCreationCompany(ctx);
  const mapping = parseMapping(direction, mappingText);
  const sheet = await readImportFile(upload);
  const plan = await planImport(ctx.db, company, direction, sheet, mapping);
  return {
    ok: plan.problems.length === 0,
    rowCount: plan.rowCount,
    orders: plan.orders.map((o) => ({
      referenceNo: o.referenceNo,
      fileNumber: o.fileNumber,
      firstRow: o.firstRow,
      lineCount: o.values.lines.length,
      totalQty: o.totalQty,
    })),
    problems: plan.problems.slice(0, shownProblems),
    problemCount: plan.problems.length,
  };
}

function importFailed(problems: ImportProblem[]): AppError {
  return new AppError('VALIDATION_FAILED', {
    messageKey: 'server.warehouseImport.importFailed',
    params: { count: problems.length },
    details: {
      fields: problems.slice(0, shownProblems).map((p) => ({
        path: p.row === null ? `file.${p.field ?? ''}` : `rows[${p.row}].${p.field ?? ''}`,
        message: p.row === null ? p.message : `Row ${p.row}, ${p.column ?? ''}: ${p.message}`,
        ...(p.messageKey ? { messageKey: p.messageKey } : {}),
        ...(p.params ? { params: p.params } : {}),
      })),
    },
  });
}

export async function commitImport(
  ctx: SignedInContext,
  direction: ImportDirection,
  upload: Upload,
  mappingText: string | undefined,
): Promise<CommitImportResponse> {
  const company = orderCreationCompany(ctx);
  const actor = byOf(ctx);
  const mapping = parseMapping(direction, mappingText);
  const sheet = await readImportFile(upload);
  const written = await ctx.db
    .transaction(async (tx) => {
      await lockImports(tx, company.id, direction);
      const plan = await planImport(tx, company, direction, sheet, mapping);
      if (plan.problems.length > 0 || plan.orders.length === 0) throw importFailed(plan.problems);
      const out: { orderId: string; referenceNo: string; fileNumber: string; allocated: boolean }[] = [];
      for (const order of plan.orders) {
        if (direction === 'inbound') {
          const orderId = await insertInboundOrderIn(tx, company, actor, order.values as InboundOrderValues);
          out.push({ orderId, referenceNo: order.referenceNo, fileNumber: order.fileNumber, allocated: false });
        } else {
          const r = await insertOutboundOrderIn(ctx, tx, company, actor, order.values as OutboundOrderValues);
          out.push({
            orderId: r.orderId,
            referenceNo: order.referenceNo,
            fileNumber: order.fileNumber,
            allocated: r.allocated,
          });
        }
      }
      return out;
    })
    .catch(fileNumberRace);
  await recordCompanyAction(ctx, {
    action: `wms.${direction}.import`,
    companyId: company.id,
    details: { fileName: sheet.fileName, orderIds: written.map((w) => w.orderId) },
  });
  for (const w of written) if (w.allocated) await tell(ctx, w.orderId, 1001);
  for (const w of written) if (w.allocated) await alertLowStockOfOrder(ctx, w.orderId);
  return {
    imported: written.map(({ orderId, referenceNo, fileNumber }) => ({ orderId, referenceNo, fileNumber })),
    ...said('server.warehouseImport.imported', { count: written.length }),
  };
}
