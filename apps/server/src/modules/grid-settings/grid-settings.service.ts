import {
  gridSettingsSchema,
  type GridSettings,
  type GridSettingsResponse,
} from '@connect/contracts/grid/grid-settings.schemas';
import type { SignedInContext } from '../../context';
import { deleteGridSettings, findGridSettings, upsertGridSettings } from './grid-settings.repository';

/** Grid settings belong to the effective user (the customer while impersonating). */
const scopeOf = (ctx: SignedInContext, gridKey: string) => ({ userId: ctx.auth.user.userId, gridKey });

export async function getGridSettings(ctx: SignedInContext, gridKey: string): Promise<GridSettingsResponse> {
  const row = await findGridSettings(ctx.db, scopeOf(ctx, gridKey));
  // Settings saved by an older client may no longer fit the schema: forget them rather than fail the grid.
  const parsed = row ? gridSettingsSchema.safeParse(row.settings) : undefined;
  return {
    gridKey,
    settings: parsed?.success ? parsed.data : null,
    updatedAt: parsed?.success && row ? row.updatedAt.toISOString() : null,
  };
}

export async function saveGridSettings(
  ctx: SignedInContext,
  gridKey: string,
  settings: GridSettings,
): Promise<GridSettingsResponse> {
  const row = await upsertGridSettings(ctx.db, scopeOf(ctx, gridKey), settings);
  return { gridKey, settings, updatedAt: row?.updatedAt.toISOString() ?? new Date().toISOString() };
}

export async function resetGridSettings(ctx: SignedInContext, gridKey: string): Promise<void> {
  await deleteGridSettings(ctx.db, scopeOf(ctx, gridKey));
}
