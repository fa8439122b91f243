import { Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PptxSlide } from './parse-pptx';

function SlideCard({ slide, count, headingOrder }: { slide: PptxSlide; count: number; headingOrder: 2 | 3 | 4 }) {
  const { t } = useTranslation();
  const headingId = useId();
  const heading = slide.title
    ? t('viewer.slideTitled', { number: slide.number, count, title: slide.title })
    : t('viewer.slideHeading', { number: slide.number, count });
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder p="md" radius="sm">
      <Title id={headingId} order={headingOrder} size="h4" mb="xs">
        {heading}
      </Title>
      {slide.paragraphs.length === 0 ? (
        <Text c="dimmed">{t('viewer.emptySlide')}</Text>
      ) : (
        slide.paragraphs.map((paragraph, index) => (
          <Text key={index} style={{ whiteSpace: 'pre-wrap', paddingInlineStart: `${paragraph.level * 1.25}rem` }}>
            {paragraph.text}
          </Text>
        ))
      )}
    </Paper>
  );
}

/** A PowerPoint deck read in the app (spec 2 §2): the text of each slide, one labelled section per slide. */
export function PptxView({ slides, headingOrder = 2 }: { slides: PptxSlide[]; headingOrder?: 2 | 3 | 4 }) {
  const { t } = useTranslation();
  if (slides.length === 0) return <Text c="dimmed">{t('viewer.emptyDocument')}</Text>;
  return (
    <Stack gap="md" maw="60rem" mx="auto" p="md" aria-label={t('viewer.slides')} role="list">
      {slides.map((slide) => (
        <div role="listitem" key={slide.number}>
          <SlideCard slide={slide} count={slides.length} headingOrder={headingOrder} />
        </div>
      ))}
    </Stack>
  );
}
