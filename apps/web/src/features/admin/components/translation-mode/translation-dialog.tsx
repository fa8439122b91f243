import { Button, Code, Modal, ScrollArea, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KeyEditor } from './key-editor';
import { modeUiAttribute } from './key-mapping';
import type { KeyCandidate } from './key-recorder';

type Props = {
  opened: boolean;
  onClose: () => void;
  locale: string;
  candidates: KeyCandidate[];
  /** What to say when there is no candidate (nothing found at the click, or nothing recorded on the screen). */
  emptyText: string;
};

/** The most candidates listed at once; the filter narrows the rest. */
const listLimit = 200;

/**
 * The translation mode's dialog (decision 083): one candidate goes straight to its editor; several (the same text
 * under two keys, or every text of the screen) are listed first, each a button, with a filter. A modal: labelled
 * by its title, focus kept inside, Escape closes it.
 */
export function TranslationDialog({ opened, onClose, locale, candidates, emptyText }: Props) {
  const { t } = useTranslation();
  const single = candidates.length === 1 ? (candidates[0]?.key ?? null) : null;
  const [chosen, setChosen] = useState<string | null>(single);
  const [filter, setFilter] = useState('');
  const term = filter.trim().toLowerCase();
  const shown = candidates.filter(
    (c) => !term || c.key.toLowerCase().includes(term) || c.text.toLowerCase().includes(term),
  );
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('localizationAdmin.translationMode.dialogTitle')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
      {...{ [modeUiAttribute]: '' }}
    >
      <div {...{ [modeUiAttribute]: '' }}>
        {chosen !== null ? (
          <KeyEditor
            locale={locale}
            keyName={chosen}
            onBack={single === null ? () => setChosen(null) : undefined}
            onDone={onClose}
          />
        ) : candidates.length === 0 ? (
          <Stack>
            <Text size="sm" role="status">
              {emptyText}
            </Text>
            <Button variant="default" onClick={onClose} data-autofocus>
              {t('common.close')}
            </Button>
          </Stack>
        ) : (
          <Stack>
            <TextInput
              label={t('localizationAdmin.translationMode.filter')}
              value={filter}
              onChange={(e) => setFilter(e.currentTarget.value)}
              data-autofocus
            />
            <Text size="sm" fw={500} id="translation-mode-pick">
              {t('localizationAdmin.translationMode.pick')}
            </Text>
            <ScrollArea.Autosize mah="50vh" type="auto">
              <Stack
                component="ul"
                gap={4}
                m={0}
                p={0}
                style={{ listStyle: 'none' }}
                aria-labelledby="translation-mode-pick"
              >
                {shown.slice(0, listLimit).map((candidate) => (
                  <li key={candidate.key}>
                    <UnstyledButton
                      w="100%"
                      px="xs"
                      py={6}
                      style={{
                        display: 'flex',
                        flexDirection: 'column',
                        alignItems: 'flex-start',
                        gap: 2,
                        borderRadius: 'var(--mantine-radius-sm)',
                        border: '1px solid var(--mantine-color-default-border)',
                      }}
                      onClick={() => setChosen(candidate.key)}
                    >
                      <Text size="sm" lang={locale} lineClamp={2}>
                        {candidate.text}
                      </Text>
                      <Code>{candidate.key}</Code>
                    </UnstyledButton>
                  </li>
                ))}
              </Stack>
            </ScrollArea.Autosize>
            {shown.length > listLimit && (
              <Text size="sm" c="dimmed">
                {t('localizationAdmin.files.more', { count: shown.length - listLimit })}
              </Text>
            )}
          </Stack>
        )}
      </div>
    </Modal>
  );
}
