import { Anchor, Grid, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { PublicPageKey } from '../content/page-content';
import { usePageContent } from '../hooks/use-page-content';
import { ContentBlockView } from './content-blocks';
import { paths } from '@/lib/paths';
import type { UiKey } from '@/lib/i18n-keys';

const documentationPages: { key: PublicPageKey; to: string; titleKey: UiKey }[] = [
  { key: 'documentation-connect', to: paths.documentation.connect(), titleKey: 'titles.documentationConnect' },
  {
    key: 'documentation-connect-feature-releases',
    to: paths.documentation.connectFeatureReleases(),
    titleKey: 'titles.documentationConnectFeatureReleases',
  },
  { key: 'documentation-edi', to: paths.documentation.edi(), titleKey: 'titles.documentationEdi' },
  { key: 'documentation-api', to: paths.documentation.api(), titleKey: 'titles.documentationApi' },
  { key: 'documentation-about-us', to: paths.documentation.aboutUs(), titleKey: 'titles.documentationAboutUs' },
];

const legalPages: { key: PublicPageKey; to: string; titleKey: UiKey }[] = [
  { key: 'terms', to: paths.legal.terms(), titleKey: 'titles.terms' },
  { key: 'privacy-statement', to: paths.legal.privacyStatement(), titleKey: 'titles.privacyStatement' },
  { key: 'freight', to: paths.legal.freight(), titleKey: 'titles.freight' },
];

function SectionNav({ label, pages }: { label: string; pages: typeof legalPages }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={label}>
      <Text fw={700} mb="xs">
        {label}
      </Text>
      <Stack gap={6}>
        {pages.map((page) => (
          <Anchor key={page.key} component={NavLink} to={page.to} size="sm">
            {t(page.titleKey)}
          </Anchor>
        ))}
      </Stack>
    </nav>
  );
}

/** A public page (legal, documentation, about us) rendered from its content in the current locale. */
export function PublicPage({ pageKey }: { pageKey: PublicPageKey }) {
  const { t } = useTranslation();
  const content = usePageContent(pageKey);
  const isDocumentation = pageKey.startsWith('documentation-');
  const isLegal = legalPages.some((p) => p.key === pageKey);
  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 9 }}>
        <article>
          <Title order={1} mb="xs">
            {content.title}
          </Title>
          {content.updated ? (
            <Text size="sm" c="dimmed" mb="sm">
              {t('publicPages.lastUpdated', { date: content.updated })}
            </Text>
          ) : null}
          <Text size="lg" mb="lg">
            {content.lead}
          </Text>
          {pageKey === 'documentation-api' ? (
            <List mb="lg">
              <List.Item>
                <Anchor href="/api/docs/">{t('publicPages.openApiReference')}</Anchor>
              </List.Item>
              <List.Item>
                <Anchor href="/api/openapi.json">{t('publicPages.openApiDocument')}</Anchor>
              </List.Item>
            </List>
          ) : null}
          {content.sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
              <Title order={2} size="h3" mt="lg" mb="sm" id={`${section.id}-heading`}>
                {section.heading}
              </Title>
              {section.blocks.map((block, index) => (
                <ContentBlockView key={`${section.id}-${index}`} block={block} />
              ))}
            </section>
          ))}
        </article>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 3 }}>
        <Stack gap="lg" pos="sticky" top={80}>
          <nav aria-label={t('publicPages.tableOfContents')}>
            <Text fw={700} mb="xs">
              {t('publicPages.onThisPage')}
            </Text>
            <Stack gap={6}>
              {content.sections.map((section) => (
                <Anchor key={section.id} href={`#${section.id}`} size="sm">
                  {section.heading}
                </Anchor>
              ))}
            </Stack>
          </nav>
          {isDocumentation ? (
            <SectionNav label={t('publicPages.documentationNavigation')} pages={documentationPages} />
          ) : null}
          {isLegal ? <SectionNav label={t('publicPages.legalNavigation')} pages={legalPages} /> : null}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
