import { Anchor, Card, Loader, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSalesPersons } from '../api/company-profile';

/** Contacts (spec 1 §3 "Contact (account owner)"): the forwarder's account owner(s) of the selected company. */
export function ContactsPanel({ sessionKey }: { sessionKey: string }) {
  const { t } = useTranslation();
  const contacts = useSalesPersons(sessionKey);
  if (contacts.isPending) return <Loader aria-label={t('app.loader')} />;
  if (contacts.error) return <Text role="alert">{contacts.error.message}</Text>;
  if (contacts.data.length === 0) return <Text c="dimmed">{t('profile.contacts.none')}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {contacts.data.map((contact, index) => (
        <Card key={contact.emailAddress} withBorder padding="md" component="section" aria-label={contact.fullName}>
          <Text size="sm" c="dimmed">
            {index === 0 ? t('profile.contacts.accountOwner') : t('profile.contacts.salesPersons')}
          </Text>
          <Text fw={600}>{contact.fullName}</Text>
          <Text size="sm">
            {t('profile.contacts.email')}:{' '}
            <Anchor href={`mailto:${contact.emailAddress}`}>{contact.emailAddress}</Anchor>
          </Text>
          <Text size="sm">
            {t('profile.contacts.phone')}:{' '}
            <Anchor href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</Anchor>
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
