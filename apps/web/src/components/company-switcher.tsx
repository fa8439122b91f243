import { NativeSelect, Skeleton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api-client';
import { notifyError } from '../lib/notify';
import { useCompanies } from '../lib/session/api/get-companies';
import { changeSelectedCompany } from '../lib/session/session-actions';
import { effectiveUser, useSession } from '../lib/session/session-store';
import { userKeyOf } from '../lib/session/tenant-key';

/**
 * The header's company dropdown (spec 1 §2): companies are selectable, a company-group entry is shown but
 * disabled. A change is saved, brings a new token and refetches every query for the new company.
 */
export function CompanySwitcher() {
  const { t } = useTranslation();
  const session = useSession();
  const acting = effectiveUser(session);
  const sessionKey = userKeyOf(session);
  const companies = useCompanies(sessionKey, session.status === 'signed-in');
  const [saving, setSaving] = useState(false);
  const list = companies.data ?? [];
  /** The dropdown's width, kept by its placeholder while the companies load so the header does not move. */
  const width = { base: 110, sm: 160, md: 260 };
  if (acting && companies.isPending && session.status === 'signed-in')
    return <Skeleton w={width} h={36} radius="sm" aria-hidden />;
  if (!acting || list.length === 0) return null;

  const selectable = list.filter((company) => company.type === 'COMPANY');
  const selected = acting.selectedCompany ?? '';
  return (
    <NativeSelect
      aria-label={t('shell.company')}
      value={selected}
      disabled={saving || selectable.length < 2}
      w={width}
      onChange={(event) => {
        const code = event.currentTarget.value;
        if (!code || code === selected) return;
        setSaving(true);
        changeSelectedCompany(code)
          .catch((error: unknown) => notifyError(error instanceof ApiError ? error.message : String(error)))
          .finally(() => setSaving(false));
      }}
      data={list.map((company) =>
        company.type === 'COMPANYGROUP'
          ? {
              value: `group:${company.companyCode}`,
              label: t('shell.companyGroup', { name: company.name }),
              disabled: true,
            }
          : { value: company.companyCode, label: `${company.name} (${company.companyCode})` },
      )}
    />
  );
}
