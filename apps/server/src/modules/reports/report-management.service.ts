import {
  categoryInputSchema,
  reportDefinitionInputSchema,
  type CategoryInput,
  type ReportCategory,
  type ReportDefinition,
  type ReportDefinitionInput,
  type ReportHistoryEntry,
  type ReportPermissionsInput,
  type reportHistoryQuerySchema,
} from '@connect/contracts/reports/reports.schemas';
import type { z } from 'zod';
import type { SignedInContext } from '../../context';
import { AppError, fieldIssue, said } from '../../errors/app-error';
import { forwarderOnly, managerScope, type ManagerScope } from './report-manager-scope';
import {
  categoryExists,
  countTargets,
  deleteCategory,
  deleteDefinition,
  findAudienceChoices,
  findCategories,
  findCategoryByName,
  findDefinitionByName,
  findDefinitions,
  findReportCompanies,
  findRunsPage,
  insertCategory,
  insertDefinition,
  replacePermissions,
  updateCategory,
  updateDefinition,
} from './reports.repository';

/*
 * Report management (issue #20, decision 095): portal admins manage every report, category and permission; a
 * customer's report admin (the `reportAdmin` key) reads the reports of their companies and sets who of those
 * companies sees them. Definitions and categories are the forwarder's to change.
 */
const notFound = () => new AppError('NOT_FOUND');

type DefinitionInput = z.output<typeof reportDefinitionInputSchema>;

async function checkDefinition(ctx: SignedInContext, input: DefinitionInput, id: string | null) {
  const same = await findDefinitionByName(ctx.db, input.name);
  if (same && same.id !== id)
    throw new AppError('CONFLICT', {
      messageKey: 'server.reports.reportNameTaken',
      details: { fields: [fieldIssue('body.name', 'server.reports.reportNameTaken')] },
    });
  if (input.categoryId && !(await categoryExists(ctx.db, input.categoryId))) throw notFound();
  return {
    name: input.name,
    description: input.description,
    categoryId: input.categoryId,
    kind: input.kind,
    url: input.kind === 'url' ? input.url : '',
    builtIn: input.kind === 'builtIn' ? input.builtIn : null,
    active: input.active,
  };
}

const toDefinition = (r: Awaited<ReturnType<typeof findDefinitions>>[number]): ReportDefinition => ({
  ...r,
  builtIn: r.builtIn === 'billing_statement' ? 'billing_statement' : null,
  updatedAt: r.updatedAt.toISOString(),
});

/** Who is managing: everything (a portal admin) or the companies they hold `reportAdmin` in. */
export function getManagerScope(ctx: SignedInContext) {
  const scope = managerScope(ctx);
  return scope.all
    ? { all: true, companies: [] }
    : { all: false, companies: ctx.auth.companies.filter((c) => scope.companyIds.includes(c.id)).map((c) => c.code) };
}

export async function listReportDefinitions(ctx: SignedInContext) {
  return { items: (await findDefinitions(ctx.db, managerScope(ctx))).map(toDefinition) };
}

export async function createReportDefinition(ctx: SignedInContext, body: ReportDefinitionInput) {
  forwarderOnly(ctx);
  const values = await checkDefinition(ctx, reportDefinitionInputSchema.parse(body), null);
  const id = await insertDefinition(ctx.db, values);
  return { id, ...said('server.reports.saved') };
}

export async function updateReportDefinition(ctx: SignedInContext, id: string, body: ReportDefinitionInput) {
  forwarderOnly(ctx);
  const values = await checkDefinition(ctx, reportDefinitionInputSchema.parse(body), id);
  if (!(await updateDefinition(ctx.db, id, values))) throw notFound();
  return { id, ...said('server.reports.saved') };
}

export async function removeReportDefinition(ctx: SignedInContext, id: string) {
  forwarderOnly(ctx);
  if (!(await deleteDefinition(ctx.db, id))) throw notFound();
  return { id, ...said('server.reports.deleted') };
}

/**
 * Who sees a report. A company's report admin names only those of their companies the report lies in, and those
 * companies' users (anyone else: not found); each user grant is recorded for that company, and what other
 * companies granted stays, unseen (decision 095).
 */
export async function setReportPermissions(ctx: SignedInContext, id: string, body: ReportPermissionsInput) {
  const scope = managerScope(ctx);
  const [definition] = await findDefinitions(ctx.db, scope, [id]);
  if (!definition) throw notFound();
  const companyIds = [...new Set(body.companyIds)];
  const userIds = [...new Set(body.userIds)];
  const reportCompanies = scope.all ? [] : await findReportCompanies(ctx.db, scope.companyIds, id);
  const targets: ManagerScope = scope.all ? scope : { all: false, companyIds: reportCompanies };
  const found = await countTargets(ctx.db, targets, companyIds, userIds);
  if (found.companies !== companyIds.length || found.users !== userIds.length) throw notFound();
  await replacePermissions(ctx.db, scope, { reportId: id, reportCompanies }, companyIds, userIds);
  return { id, ...said('server.reports.permissionsSaved') };
}

export async function listReportCategories(ctx: SignedInContext): Promise<{ items: ReportCategory[] }> {
  const rows = await findCategories(ctx.db, managerScope(ctx));
  return { items: rows.map((r) => ({ ...r, reportCount: Number(r.reportCount) })) };
}

async function checkCategory(ctx: SignedInContext, body: CategoryInput, id: string | null) {
  const input = categoryInputSchema.parse(body);
  const same = await findCategoryByName(ctx.db, input.name);
  if (same && same.id !== id)
    throw new AppError('CONFLICT', {
      messageKey: 'server.reports.categoryNameTaken',
      details: { fields: [fieldIssue('body.name', 'server.reports.categoryNameTaken')] },
    });
  return input;
}

export async function createReportCategory(ctx: SignedInContext, body: CategoryInput) {
  forwarderOnly(ctx);
  const id = await insertCategory(ctx.db, await checkCategory(ctx, body, null));
  return { id, ...said('server.reports.categorySaved') };
}

export async function updateReportCategory(ctx: SignedInContext, id: string, body: CategoryInput) {
  forwarderOnly(ctx);
  if (!(await updateCategory(ctx.db, id, await checkCategory(ctx, body, id)))) throw notFound();
  return { id, ...said('server.reports.categorySaved') };
}

export async function removeReportCategory(ctx: SignedInContext, id: string) {
  forwarderOnly(ctx);
  if (!(await deleteCategory(ctx.db, id))) throw notFound();
  return { id, ...said('server.reports.categoryDeleted') };
}

/** The report history of the scope: a company's report admin sees the runs made in their companies only. */
export async function listReportHistory(ctx: SignedInContext, query: z.output<typeof reportHistoryQuerySchema>) {
  const { rows, total } = await findRunsPage(ctx.db, managerScope(ctx), query);
  const items: ReportHistoryEntry[] = rows.map((r) => ({ ...r, ranAt: r.ranAt.toISOString() }));
  return { items, total, pageNumber: query.pageNumber, pageSize: query.pageSize };
}

/** The companies and customer users of the scope that a report or role can be given to. */
export async function listAudienceChoices(ctx: SignedInContext) {
  return findAudienceChoices(ctx.db, managerScope(ctx));
}
