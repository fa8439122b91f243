import { messageResponseSchema } from '@connect/contracts/auth/auth.schemas';
import {
  adminLocalesResponseSchema,
  adminStringsResponseSchema,
  importPreviewSchema,
  type LocaleExportFormat,
} from '@connect/contracts/localization/localization-admin.schemas';
import { localizationSchema } from '@connect/contracts/localization/localization.schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetchFile, apiRequest } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

export const localizationKeys = {
  all: [...adminKeys.all, 'localization'] as const,
  locales: () => [...localizationKeys.all, 'locales'] as const,
  strings: (locale: string, query: object) => [...localizationKeys.all, 'strings', locale, query] as const,
};

const base = (locale: string) => `/api/admin/localization/locales/${encodeURIComponent(locale)}`;

export function useAdminLocales() {
  return useQuery({
    queryKey: localizationKeys.locales(),
    queryFn: ({ signal }) =>
      apiRequest('/api/admin/localization/locales', { schema: adminLocalesResponseSchema, signal }),
  });
}

export type StringsQuery = {
  search: string;
  area: string;
  status: 'all' | 'missing' | 'changed';
  pageNumber: number;
  pageSize: number;
};

export function useAdminStrings(locale: string, query: StringsQuery) {
  return useQuery({
    queryKey: localizationKeys.strings(locale, query),
    queryFn: ({ signal }) =>
      apiRequest(`${base(locale)}/strings`, {
        schema: adminStringsResponseSchema,
        signal,
        query: {
          ...(query.search ? { search: query.search } : {}),
          ...(query.area ? { area: query.area } : {}),
          status: query.status,
          pageNumber: String(query.pageNumber),
          pageSize: String(query.pageSize),
        },
      }),
    enabled: Boolean(locale),
    placeholderData: keepPreviousData,
  });
}

/** One string of a locale by its exact key (the in-portal translation mode, decision 083); null when unknown. */
export function useAdminString(locale: string, key: string | null) {
  return useQuery({
    queryKey: localizationKeys.strings(locale, { key }),
    queryFn: async ({ signal }) => {
      const page = await apiRequest(`${base(locale)}/strings`, {
        schema: adminStringsResponseSchema,
        signal,
        query: { key: key ?? '', pageSize: '1' },
        loader: false,
      });
      return page.items[0] ?? null;
    },
    enabled: Boolean(locale) && Boolean(key),
  });
}

/** Any change refreshes the locales (their counts) and the strings. */
function useLocalizationMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: localizationKeys.all }),
  });
}

export const useAddLocale = () =>
  useLocalizationMutation((body: { locale_code: string; locale_name: string }) =>
    apiRequest('/api/admin/localization/locales', { method: 'POST', body, schema: messageResponseSchema }),
  );

export const useSetLocaleActive = () =>
  useLocalizationMutation((input: { locale: string; active: boolean }) =>
    apiRequest(`${base(input.locale)}/active`, {
      method: 'PUT',
      body: { active: input.active },
      schema: messageResponseSchema,
    }),
  );

export const useSaveStringDraft = () =>
  useLocalizationMutation((input: { locale: string; key: string; value: string | null }) =>
    apiRequest(`${base(input.locale)}/drafts`, {
      method: 'PUT',
      body: { key: input.key, value: input.value },
      schema: messageResponseSchema,
    }),
  );

export const useDiscardStringDraft = () =>
  useLocalizationMutation((input: { locale: string; key: string }) =>
    apiRequest(`${base(input.locale)}/drafts`, {
      method: 'DELETE',
      query: { key: input.key },
      schema: messageResponseSchema,
    }),
  );

export const usePublishLocale = () =>
  useLocalizationMutation((locale: string) =>
    apiRequest(`${base(locale)}/publish`, {
      method: 'POST',
      schema: messageResponseSchema.extend({ count: z.number().int() }),
    }),
  );

// ---- Files, the missing-keys report and the pseudo-locale (decision 074) -------------------------------------------

export type LocaleImport = { locale: string; fileName: string; content: string };

/** The dry run of an import: what each key would become; saves nothing, so it refreshes nothing. */
export const useImportDryRun = () =>
  useMutation({
    mutationFn: (input: LocaleImport) =>
      apiRequest(`${base(input.locale)}/import/dry-run`, {
        method: 'POST',
        body: { fileName: input.fileName, content: input.content },
        schema: importPreviewSchema,
      }),
  });

/** Saves the file's new and changed texts as drafts. */
export const useApplyImport = () =>
  useLocalizationMutation((input: LocaleImport) =>
    apiRequest(`${base(input.locale)}/import`, {
      method: 'POST',
      body: { fileName: input.fileName, content: input.content },
      schema: messageResponseSchema.extend({ count: z.number().int() }),
    }),
  );

/** A locale's file (JSON or XLIFF) or its missing-keys report (CSV), as the server names it. */
export async function fetchLocaleFile(
  locale: string,
  kind: LocaleExportFormat | 'missing',
): Promise<{ blob: Blob; fileName: string }> {
  const path = kind === 'missing' ? `${base(locale)}/missing?format=csv` : `${base(locale)}/export?format=${kind}`;
  const response = await apiFetchFile(path);
  const fallback =
    kind === 'missing'
      ? `connect-${locale}-missing.csv`
      : `connect-${locale}.${kind === 'json' ? 'json' : kind === 'xliff2' ? 'xliff20.xlf' : 'xlf'}`;
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  return { blob: await response.blob(), fileName: named ?? fallback };
}

/** The admins' pseudo-locale en-XA: the portal's texts accented, longer and in brackets. */
export const fetchPseudoLocale = () =>
  apiRequest('/api/admin/localization/pseudo-locale', { schema: localizationSchema, loader: false });
