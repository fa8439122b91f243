import { Alert, Loader, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCompanyDetails } from '../api/company-profile';
import { CompanyDetailsForm } from './company-details-form';
import { CompanyUsersTable } from './company-users-table';
import { ContactsPanel } from './contacts-panel';
import { ProfileDocuments } from './profile-documents';

/**
 * The company tabs of My Profile (Company Details, Contacts, Documents — no documents for company-group
 * users) and, on /customer-profile, the company's users too.
 */
export function CompanyTabs({
  sessionKey,
  groupUser,
  showUsers = false,
}: {
  sessionKey: string;
  groupUser: boolean;
  showUsers?: boolean;
}) {
  const { t } = useTranslation();
  const company = useCompanyDetails(sessionKey);
  return (
    <Tabs defaultValue="company" keepMounted={false}>
      <Tabs.List aria-label={t('profile.tabs.label')}>
        <Tabs.Tab value="company">{t('profile.tabs.company')}</Tabs.Tab>
        <Tabs.Tab value="contacts">{t('profile.tabs.contacts')}</Tabs.Tab>
        {!groupUser && <Tabs.Tab value="documents">{t('profile.tabs.documents')}</Tabs.Tab>}
        {showUsers && <Tabs.Tab value="users">{t('profile.tabs.users')}</Tabs.Tab>}
      </Tabs.List>
      <Tabs.Panel value="company" pt="md">
        {company.isPending ? (
          <Loader aria-label={t('app.loader')} />
        ) : company.error ? (
          <Alert color="red" variant="light" role="alert">
            {company.error.message}
          </Alert>
        ) : (
          <CompanyDetailsForm key={company.data.companyCode} company={company.data} sessionKey={sessionKey} />
        )}
      </Tabs.Panel>
      <Tabs.Panel value="contacts" pt="md">
        <ContactsPanel sessionKey={sessionKey} />
      </Tabs.Panel>
      {!groupUser && (
        <Tabs.Panel value="documents" pt="md">
          <ProfileDocuments sessionKey={sessionKey} groupUser={groupUser} />
        </Tabs.Panel>
      )}
      {showUsers && (
        <Tabs.Panel value="users" pt="md">
          <CompanyUsersTable sessionKey={sessionKey} companyName={company.data?.name ?? ''} />
        </Tabs.Panel>
      )}
    </Tabs>
  );
}
