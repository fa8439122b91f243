import {
  dashboardWidgetCatalogue,
  permittedWidgetTypes,
  type CompanyDashboardLayout,
  type CompanyDashboardLayoutResponse,
  type DashboardLayoutSource,
  type DashboardWidget,
  type DashboardWidgetType,
  type DashboardWidgetsResponse,
  type PlacedWidget,
  type SaveDashboardWidgets,
} from '@connect/contracts/dashboard/dashboard.schemas';
import type { SignedInContext } from '../../context';
import { AppError } from '../../errors/app-error';
import {
  deleteUserWidgets,
  findCompanyIdOfCode,
  findCompanyWidgets,
  findUserWidgets,
  replaceCompanyWidgets,
  replaceUserWidgets,
  type UserLayoutScope,
  type UserWidgetRow,
} from './dashboard.repository';

/**
 * The home dashboard's layout (spec 1 §4, §6, §9; decision 051). Three layers: the standard order of the catalogue,
 * the forwarder's default for a company, and the user's own layout in that company on top. A user only ever reads
 * and writes their own layout in their selected company (the effective user while impersonating), and only sees the
 * widgets their permissions in that company open.
 */

type Layout = { active: PlacedWidget[]; removed: PlacedWidget[]; source: DashboardLayoutSource };
type Caller = { scope: UserLayoutScope; permitted: DashboardWidgetType[] };

const standardSequence = new Map<string, number>(dashboardWidgetCatalogue.map((w) => [w.type, w.sequenceId]));
const catalogueIndex = new Map<string, number>(dashboardWidgetCatalogue.map((w, i) => [w.type, i]));

const byPlace = (a: PlacedWidget, b: PlacedWidget) =>
  a.sequenceId - b.sequenceId || (catalogueIndex.get(a.type) ?? 0) - (catalogueIndex.get(b.type) ?? 0);

function dashboardCaller(ctx: SignedInContext): Caller {
  const company = ctx.auth.selectedCompany;
  if (!company) throw new AppError('COMPANY_MISSING', { details: { legacyCode: 601 } });
  const permitted = permittedWidgetTypes(company.permissions);
  return { scope: { userId: ctx.auth.user.userId, companyId: company.id }, permitted };
}

function isPermitted(caller: Caller, type: string): type is DashboardWidgetType {
  return (caller.permitted as string[]).includes(type);
}

async function resolveLayout(ctx: SignedInContext, caller: Caller): Promise<Layout> {
  const own = (await findUserWidgets(ctx.db, caller.scope)).filter((row) => isPermitted(caller, row.type));
  if (own.length > 0) {
    const known = new Set(own.map((row) => row.type));
    const last = Math.max(...own.map((row) => row.sequenceId));
    // A widget the user has never placed (a permission or a catalogue entry added since) joins at the end.
    const added = caller.permitted
      .filter((type) => !known.has(type))
      .map((type, i) => ({ type, sequenceId: last + 1 + i }));
    const place = (row: UserWidgetRow) => ({ type: row.type as DashboardWidgetType, sequenceId: row.sequenceId });
    return {
      active: [...own.filter((row) => !row.isDeleted).map(place), ...added].sort(byPlace),
      removed: own
        .filter((row) => row.isDeleted)
        .map(place)
        .sort(byPlace),
      source: 'personal',
    };
  }
  const companyRows = (await findCompanyWidgets(ctx.db, caller.scope.companyId)).filter((row) =>
    isPermitted(caller, row.type),
  );
  const standard = (type: DashboardWidgetType) => ({ type, sequenceId: standardSequence.get(type) ?? 999 });
  if (companyRows.length > 0) {
    const chosen = new Set(companyRows.map((row) => row.type));
    return {
      active: companyRows.map((row) => ({ type: row.type as DashboardWidgetType, sequenceId: row.sequenceId })),
      removed: caller.permitted
        .filter((type) => !chosen.has(type))
        .map(standard)
        .sort(byPlace),
      source: 'company',
    };
  }
  return { active: caller.permitted.map(standard).sort(byPlace), removed: [], source: 'standard' };
}

const toWidget = (placed: PlacedWidget): DashboardWidget => ({
  sequenceId: placed.sequenceId,
  type: placed.type,
  title: `dashboard.widgets.${placed.type}.title`,
  subHeading: `dashboard.widgets.${placed.type}.subHeading`,
  body: null,
});

const answer = (layout: Layout, isDeleted: boolean): DashboardWidgetsResponse => ({
  widgets: (isDeleted ? layout.removed : layout.active).map(toWidget),
  source: layout.source,
});

async function saveLayout(ctx: SignedInContext, caller: Caller, active: PlacedWidget[], removed: PlacedWidget[]) {
  await replaceUserWidgets(ctx.db, caller.scope, [
    ...active.map((w) => ({ ...w, isDeleted: false })),
    ...removed.map((w) => ({ ...w, isDeleted: true })),
  ]);
}

/** GET customer/user/dashboard/Widgets?isDeleted=false|true: the active or the removed list. */
export async function listDashboardWidgets(
  ctx: SignedInContext,
  isDeleted: boolean,
): Promise<DashboardWidgetsResponse> {
  const caller = dashboardCaller(ctx);
  return answer(await resolveLayout(ctx, caller), isDeleted);
}

/**
 * POST customer/user/dashboard/Widgets: the active list as given (a swap is two sequenceIds exchanged); every other
 * widget the user may see goes to the removed list. `reset` forgets the personal layout. A widget the caller may not
 * see is 'Record Not Found', as if it did not exist.
 */
export async function saveDashboardWidgets(
  ctx: SignedInContext,
  body: SaveDashboardWidgets,
): Promise<DashboardWidgetsResponse> {
  const caller = dashboardCaller(ctx);
  if (body.reset) {
    await deleteUserWidgets(ctx.db, caller.scope);
    return answer(await resolveLayout(ctx, caller), false);
  }
  if (body.userWidgets.some((w) => !isPermitted(caller, w.type))) throw new AppError('NOT_FOUND');
  const current = await resolveLayout(ctx, caller);
  const chosen = new Set<string>(body.userWidgets.map((w) => w.type));
  const removed = [...current.active, ...current.removed].filter((w) => !chosen.has(w.type)).sort(byPlace);
  const active = [...body.userWidgets].sort(byPlace);
  await saveLayout(ctx, caller, active, removed);
  return { widgets: active.map(toWidget), source: 'personal' };
}

/** DELETE customer/user/dashboard/Widget/{type}: moves the widget to the removed list; answers the active list. */
export async function removeDashboardWidget(
  ctx: SignedInContext,
  type: DashboardWidgetType,
): Promise<DashboardWidgetsResponse> {
  const caller = dashboardCaller(ctx);
  if (!isPermitted(caller, type)) throw new AppError('NOT_FOUND');
  const current = await resolveLayout(ctx, caller);
  const moved = current.active.find((w) => w.type === type);
  const active = current.active.filter((w) => w.type !== type);
  const removed = moved ? [...current.removed, moved].sort(byPlace) : current.removed;
  await saveLayout(ctx, caller, active, removed);
  return { widgets: active.map(toWidget), source: 'personal' };
}

async function companyIdOf(ctx: SignedInContext, companyCode: string): Promise<string> {
  const id = await findCompanyIdOfCode(ctx.db, companyCode.toUpperCase());
  if (!id) throw new AppError('NOT_FOUND');
  return id;
}

/** The forwarder's default layout of a company (staff only): null while the standard order applies. */
export async function getCompanyDashboardLayout(
  ctx: SignedInContext,
  companyCode: string,
): Promise<CompanyDashboardLayoutResponse> {
  const rows = await findCompanyWidgets(ctx.db, await companyIdOf(ctx, companyCode));
  const widgets = rows.flatMap((row) => {
    const entry = dashboardWidgetCatalogue.find((w) => w.type === row.type);
    return entry ? [{ type: entry.type, sequenceId: row.sequenceId }] : [];
  });
  return { companyCode: companyCode.toUpperCase(), widgets: widgets.length > 0 ? widgets : null };
}

/** Sets (or, with an empty list, clears) the company default; users without a layout of their own see it at once. */
export async function setCompanyDashboardLayout(
  ctx: SignedInContext,
  companyCode: string,
  layout: CompanyDashboardLayout,
): Promise<CompanyDashboardLayoutResponse> {
  const companyId = await companyIdOf(ctx, companyCode);
  await replaceCompanyWidgets(ctx.db, { companyId, updatedBy: ctx.auth.actor.userId }, layout.widgets);
  return getCompanyDashboardLayout(ctx, companyCode);
}
