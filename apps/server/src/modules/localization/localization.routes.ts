import { messageResponseSchema } from '@connect/contracts/auth/auth.schemas';
import {
  addLocaleSchema,
  adminLocalesResponseSchema,
  adminStringsQuerySchema,
  adminStringsResponseSchema,
  exportLocaleQuerySchema,
  importPreviewSchema,
  localeImportMaxChars,
  localeImportSchema,
  localeParamsSchema,
  missingKeysQuerySchema,
  missingKeysResponseSchema,
  saveStringDraftSchema,
  setLocaleActiveSchema,
} from '@connect/contracts/localization/localization-admin.schemas';
import { localizationQuerySchema, localizationSchema } from '@connect/contracts/localization/localization.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendFile } from '../../lib/content-disposition';
import { defineRoute } from '../../lib/define-route';
import {
  addLocale,
  changeLocaleActive,
  discardStringDraft,
  listLocales,
  listStrings,
  publishLocale,
  saveStringDraft,
} from './localization-admin.service';
import {
  applyImport,
  exportLocale,
  missingKeys,
  missingKeysCsv,
  pseudoLocalization,
  previewImport,
} from './localization-transfer.service';
import { getLocalization } from './localization.service';

const adminTags = ['Localization'];

export const localizationRoutes: FastifyPluginAsyncZod = async (app) => {
  defineRoute(app, {
    method: 'GET',
    url: '/api/legacy/edge/common/localization',
    access: 'public',
    tags: ['Start-up'],
    summary: 'UI strings for a locale (the default language when the locale is not active)',
    querystring: localizationQuerySchema,
    response: { 200: localizationSchema },
    handler: ({ ctx, query }) => getLocalization(ctx, query.locale),
  });

  // ---- /u/localization (admins, issue #17) -------------------------------------------------------------------
  const announce = (locale: string) => app.realtime.broadcast({ type: 'localization-changed', data: { locale } });
  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/localization/locales',
    access: 'admin',
    tags: adminTags,
    summary: 'Every locale with whether it is active, the default, built in, and its drafts and overrides',
    response: { 200: adminLocalesResponseSchema },
    handler: ({ ctx }) => listLocales(ctx),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/localization/locales',
    access: 'admin',
    tags: adminTags,
    summary: "Add a locale (switched off); an existing code is 'Locale is Duplicate'",
    body: addLocaleSchema,
    response: { 200: messageResponseSchema },
    handler: ({ ctx, body }) => addLocale(ctx, body),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/api/admin/localization/locales/:localeCode/active',
    access: 'admin',
    tags: adminTags,
    summary: 'Switch a locale on or off for readers (not the default language)',
    params: localeParamsSchema,
    body: setLocaleActiveSchema,
    response: { 200: messageResponseSchema },
    handler: async ({ ctx, params, body }) => {
      const answer = await changeLocaleActive(ctx, params.localeCode, body.active);
      announce(params.localeCode);
      return answer;
    },
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/localization/locales/:localeCode/strings',
    access: 'admin',
    tags: adminTags,
    summary: 'The UI strings of a locale by key and area, with the English source, overrides and drafts',
    params: localeParamsSchema,
    querystring: adminStringsQuerySchema,
    response: { 200: adminStringsResponseSchema },
    handler: ({ ctx, params, query }) => listStrings(ctx, params.localeCode, query),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/api/admin/localization/locales/:localeCode/drafts',
    access: 'admin',
    tags: adminTags,
    summary: 'Keep a change to one string as a draft (null: back to the built-in text)',
    params: localeParamsSchema,
    body: saveStringDraftSchema,
    response: { 200: messageResponseSchema },
    handler: ({ ctx, params, body }) => saveStringDraft(ctx, params.localeCode, body),
  });
  defineRoute(app, {
    method: 'DELETE',
    url: '/api/admin/localization/locales/:localeCode/drafts',
    access: 'admin',
    tags: adminTags,
    summary: 'Drop the draft of one string',
    params: localeParamsSchema,
    querystring: z.strictObject({ key: z.string().trim().min(1).max(200) }),
    response: { 200: messageResponseSchema },
    handler: ({ ctx, params, query }) => discardStringDraft(ctx, params.localeCode, query.key),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/localization/locales/:localeCode/publish',
    access: 'admin',
    tags: adminTags,
    summary: "Publish a locale's drafts: signed-in browsers reload their strings at once, on every instance",
    params: localeParamsSchema,
    response: { 200: messageResponseSchema.extend({ count: z.number().int() }) },
    handler: async ({ ctx, params }) => {
      const answer = await publishLocale(ctx, params.localeCode);
      announce(params.localeCode);
      return answer;
    },
  });

  // ---- Files, the missing-keys report and the pseudo-locale (decision 074) -----------------------------------------
  // The file travels as text in a JSON body; its kind is read from the content. Room for JSON escaping of the text.
  const importBodyLimit = localeImportMaxChars * 2 + 4096;
  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/localization/locales/:localeCode/export',
    access: 'admin',
    tags: adminTags,
    summary:
      "A locale's published texts as a file: JSON (key → text), XLIFF 1.2 or XLIFF 2.0 (English source and target)",
    params: localeParamsSchema,
    querystring: exportLocaleQuerySchema,
    produces: ['application/json', 'application/xliff+xml'],
    handler: async ({ ctx, params, query, reply }) => {
      const file = await exportLocale(ctx, params.localeCode, query.format);
      return sendFile(reply, file);
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/localization/locales/:localeCode/import/dry-run',
    access: 'admin',
    tags: adminTags,
    summary:
      'What importing a JSON or XLIFF file would do, key by key (new, changed, unchanged, refused); saves nothing',
    params: localeParamsSchema,
    body: localeImportSchema,
    bodyLimit: importBodyLimit,
    response: { 200: importPreviewSchema },
    handler: ({ ctx, params, body }) => previewImport(ctx, params.localeCode, body.content),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/localization/locales/:localeCode/import',
    access: 'admin',
    tags: adminTags,
    summary: "Saves a file's new and changed texts as drafts (refused keys are left); publish shows them",
    params: localeParamsSchema,
    body: localeImportSchema,
    bodyLimit: importBodyLimit,
    response: { 200: messageResponseSchema.extend({ count: z.number().int() }) },
    handler: ({ ctx, params, body }) => applyImport(ctx, params.localeCode, body.content),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/localization/locales/:localeCode/missing',
    access: 'admin',
    tags: adminTags,
    summary: 'Keys with no text in the locale or still in English (the allowed same words excepted); JSON or CSV',
    params: localeParamsSchema,
    querystring: missingKeysQuerySchema,
    produces: ['application/json', 'text/csv'],
    response: { 200: missingKeysResponseSchema },
    handler: async ({ ctx, params, query, reply }) => {
      const items = await missingKeys(ctx, params.localeCode);
      if (query.format === 'csv') {
        return sendFile(reply, {
          contentType: 'text/csv; charset=utf-8',
          fileName: `connect-${params.localeCode}-missing.csv`,
          body: missingKeysCsv(items),
        });
      }
      return { locale: params.localeCode, total: items.length, items };
    },
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/localization/pseudo-locale',
    access: 'admin',
    tags: adminTags,
    summary: 'The pseudo-locale en-XA (accented, longer, in brackets): a preview for admins, never a reader language',
    response: { 200: localizationSchema },
    handler: ({ ctx }) => pseudoLocalization(ctx),
  });
};
