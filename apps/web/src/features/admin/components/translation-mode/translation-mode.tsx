import { Button, Group, Paper, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isModeUi, keysAt, keysOnScreen, modeUiAttribute } from './key-mapping';
import { installKeyRecorder, type KeyCandidate, type KeyRecorder } from './key-recorder';
import { TranslationDialog } from './translation-dialog';
import { setTranslationMode } from '@/lib/translation-mode';

type Opened = { id: number; candidates: KeyCandidate[]; emptyText: string };

/** The text node under the pointer, where the browser can tell (it lays the page out; jsdom does not). */
function textNodeAt(x: number, y: number): Node | null {
  if ('caretPositionFromPoint' in document && typeof document.caretPositionFromPoint === 'function') {
    return document.caretPositionFromPoint(x, y)?.offsetNode ?? null;
  }
  if ('caretRangeFromPoint' in document && typeof document.caretRangeFromPoint === 'function') {
    return document.caretRangeFromPoint(x, y)?.startContainer ?? null;
  }
  return null;
}

/**
 * The in-portal translation mode, loaded only once an admin switches it on (decision 083): records which key each
 * shown text came from, turns Alt+click on any text into the translation dialog (the click does nothing else), and
 * offers the same dialog from the keyboard as the list of the screen's texts.
 */
export function TranslationMode() {
  const { t, i18n } = useTranslation();
  const recorder = useRef<KeyRecorder | null>(null);
  const [opened, setOpened] = useState<Opened | null>(null);
  // While the dialog is open an Alt+click is the dialog's own (its title, its close button): never a new dialog.
  const dialogOpen = useRef(false);
  useEffect(() => {
    dialogOpen.current = opened !== null;
  }, [opened]);

  useEffect(() => {
    const installed = installKeyRecorder(i18n);
    recorder.current = installed;
    // Every translated component renders again, so the texts already on screen are recorded too.
    i18n.emit('languageChanged', i18n.language);
    return () => {
      installed.uninstall();
      recorder.current = null;
    };
  }, [i18n]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!event.altKey || event.button !== 0 || !recorder.current || dialogOpen.current) return;
      const target = event.target instanceof Element ? event.target : null;
      if (!target || isModeUi(target)) return;
      // The Alt+click is the mode's own: no link is followed, no button pressed, nothing downloaded.
      event.preventDefault();
      event.stopPropagation();
      const candidates = keysAt(target, recorder.current, textNodeAt(event.clientX, event.clientY));
      setOpened({ id: Date.now(), candidates, emptyText: t('localizationAdmin.translationMode.noneHere') });
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [t]);

  const listScreen = () => {
    if (!recorder.current) return;
    setOpened({
      id: Date.now(),
      candidates: keysOnScreen(document.body, recorder.current),
      emptyText: t('localizationAdmin.translationMode.noneOnScreen'),
    });
  };

  return (
    <>
      <Paper
        withBorder
        shadow="md"
        p="xs"
        radius="md"
        role="region"
        aria-label={t('localizationAdmin.translationMode.region')}
        pos="fixed"
        left={16}
        bottom={16}
        maw="calc(100vw - 32px)"
        style={{ zIndex: 250 }}
        {...{ [modeUiAttribute]: '' }}
      >
        <Group gap="xs" wrap="wrap">
          <Text size="sm">{t('localizationAdmin.translationMode.banner')}</Text>
          <Button size="compact-sm" variant="light" onClick={listScreen}>
            {t('localizationAdmin.translationMode.screenTexts')}
          </Button>
          <Button size="compact-sm" variant="subtle" onClick={() => setTranslationMode(false)}>
            {t('localizationAdmin.translationMode.stop')}
          </Button>
        </Group>
      </Paper>
      {opened && (
        <TranslationDialog
          key={opened.id}
          opened
          onClose={() => setOpened(null)}
          locale={i18n.language}
          candidates={opened.candidates}
          emptyText={opened.emptyText}
        />
      )}
    </>
  );
}
