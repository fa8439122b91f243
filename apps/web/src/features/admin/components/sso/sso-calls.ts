import { messageResponseSchema } from '@connect/contracts/auth/auth.schemas';
import {
  ssoCompaniesResponseSchema,
  ssoSettingsResponseSchema,
  ssoSettingsSavedSchema,
  type SsoSettingsInput,
} from '@connect/contracts/sso/sso.schemas';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from '@/features/admin/api/admin-keys';

/** The admin's single sign-on calls (decision 093). */
export const ssoKeys = {
  companies: () => [...adminKeys.all, 'sso'] as const,
  settings: (companyId: string) => [...adminKeys.all, 'sso', companyId] as const,
};

const url = (companyId: string) => `/api/admin/sso/${encodeURIComponent(companyId)}`;

export function getSsoCompanies(signal?: AbortSignal) {
  return apiRequest('/api/admin/sso', { schema: ssoCompaniesResponseSchema, loader: false, ...(signal && { signal }) });
}

export function getSsoSettings(companyId: string, signal?: AbortSignal) {
  return apiRequest(url(companyId), { schema: ssoSettingsResponseSchema, loader: false, ...(signal && { signal }) });
}

export function saveSsoSettings(companyId: string, body: SsoSettingsInput) {
  return apiRequest(url(companyId), { method: 'PUT', body, schema: ssoSettingsSavedSchema });
}

export function removeSsoSettings(companyId: string) {
  return apiRequest(url(companyId), { method: 'DELETE', schema: messageResponseSchema });
}
