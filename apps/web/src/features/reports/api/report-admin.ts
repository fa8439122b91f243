import {
  categoriesSchema,
  reportAudienceChoicesSchema,
  reportDefinitionsSchema,
  reportHistorySchema,
  reportManagerSchema,
  reportRolesSchema,
  reportSavedSchema,
  type CategoryInput,
  type ReportRoleInput,
  type ReportDefinitionInput,
  type ReportPermissionsInput,
} from '@connect/contracts/reports/reports.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { reportKeys } from './report-keys';

/**
 * Report management: definitions, categories, permissions, roles, history. Portal admins manage everything, a
 * customer's report admin their own companies (decision 095; `useReportManager` says which).
 */
export function useReportManager() {
  return useQuery({
    queryKey: reportKeys.manager(),
    queryFn: ({ signal }) =>
      apiRequest('/api/admin/report-manager', { schema: reportManagerSchema, loader: false, signal }),
  });
}

export function useReportRoles() {
  return useQuery({
    queryKey: reportKeys.roles(),
    queryFn: ({ signal }) =>
      apiRequest('/api/admin/report-roles', { schema: reportRolesSchema, loader: false, signal }),
  });
}

export function useReportDefinitions() {
  return useQuery({
    queryKey: reportKeys.definitions(),
    queryFn: ({ signal }) =>
      apiRequest('/api/admin/reports', { schema: reportDefinitionsSchema, loader: false, signal }),
  });
}

export function useReportCategories() {
  return useQuery({
    queryKey: reportKeys.categories(),
    queryFn: ({ signal }) =>
      apiRequest('/api/admin/report-categories', { schema: categoriesSchema, loader: false, signal }),
  });
}

export function useAudienceChoices() {
  return useQuery({
    queryKey: [...reportKeys.admin(), 'audience'],
    queryFn: ({ signal }) =>
      apiRequest('/api/admin/report-audience', { schema: reportAudienceChoicesSchema, loader: false, signal }),
  });
}

export function useReportHistory(query: { pageNumber: number; reportName: string }) {
  return useQuery({
    queryKey: reportKeys.history(query),
    queryFn: ({ signal }) =>
      apiRequest('/api/admin/report-history', {
        query: { pageNumber: query.pageNumber, pageSize: 50, reportName: query.reportName || undefined },
        schema: reportHistorySchema,
        loader: false,
        signal,
      }),
  });
}

type Change =
  | { kind: 'saveReport'; id: string | null; body: ReportDefinitionInput }
  | { kind: 'deleteReport'; id: string }
  | { kind: 'permissions'; id: string; body: ReportPermissionsInput }
  | { kind: 'saveCategory'; id: string | null; body: CategoryInput }
  | { kind: 'deleteCategory'; id: string }
  | { kind: 'saveRole'; id: string | null; body: ReportRoleInput }
  | { kind: 'deleteRole'; id: string };

function send(change: Change) {
  const id = 'id' in change && change.id ? encodeURIComponent(change.id) : '';
  switch (change.kind) {
    case 'saveReport':
      return apiRequest(id ? `/api/admin/reports/${id}` : '/api/admin/reports', {
        method: id ? 'PUT' : 'POST',
        body: change.body,
        schema: reportSavedSchema,
      });
    case 'deleteReport':
      return apiRequest(`/api/admin/reports/${id}`, { method: 'DELETE', schema: reportSavedSchema });
    case 'permissions':
      return apiRequest(`/api/admin/reports/${id}/permissions`, {
        method: 'PUT',
        body: change.body,
        schema: reportSavedSchema,
      });
    case 'saveCategory':
      return apiRequest(id ? `/api/admin/report-categories/${id}` : '/api/admin/report-categories', {
        method: id ? 'PUT' : 'POST',
        body: change.body,
        schema: reportSavedSchema,
      });
    case 'deleteCategory':
      return apiRequest(`/api/admin/report-categories/${id}`, { method: 'DELETE', schema: reportSavedSchema });
    case 'saveRole':
      return apiRequest(id ? `/api/admin/report-roles/${id}` : '/api/admin/report-roles', {
        method: id ? 'PUT' : 'POST',
        body: change.body,
        schema: reportSavedSchema,
      });
    case 'deleteRole':
      return apiRequest(`/api/admin/report-roles/${id}`, { method: 'DELETE', schema: reportSavedSchema });
  }
}

/** One mutation for every management change; afterwards the lists, the catalogue and the top reports reload. */
export function useReportChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportKeys.all }),
  });
}
