import { Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The box a translation is typed in, in the language it is written in (the strings panel and the translation mode). */
export function TranslationTextarea({
  locale,
  value,
  onChange,
  error,
}: {
  locale: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Textarea
      label={t('localizationAdmin.text')}
      autosize
      minRows={2}
      maxLength={5000}
      lang={locale}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={error}
      data-autofocus
    />
  );
}
