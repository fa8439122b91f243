import { PasswordInput, Stack, Text, type PasswordInputProps } from '@mantine/core';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A password input with a keyboard-reachable show/hide toggle and a caps-lock warning (spec 1 §2: login and
 * the multi-factor password step).
 */
export function PasswordField(props: PasswordInputProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const [capsLock, setCapsLock] = useState(false);
  const { onKeyDown, onKeyUp, onBlur, ...rest } = props;
  const check = (event: KeyboardEvent<HTMLInputElement>) => {
    if (typeof event.getModifierState === 'function') setCapsLock(event.getModifierState('CapsLock'));
  };
  return (
    <Stack gap={4}>
      <PasswordInput
        {...rest}
        visible={visible}
        onVisibilityChange={setVisible}
        visibilityToggleFocusable
        visibilityToggleButtonProps={{
          'aria-label': visible ? t('password.hide') : t('password.show'),
          'aria-pressed': visible,
        }}
        onKeyDown={(event) => {
          check(event);
          onKeyDown?.(event);
        }}
        onKeyUp={(event) => {
          check(event);
          onKeyUp?.(event);
        }}
        onBlur={(event) => {
          setCapsLock(false);
          onBlur?.(event);
        }}
      />
      <Text size="sm" c="orange.9" role="status" aria-live="polite" fw={500} hidden={!capsLock}>
        {capsLock ? t('password.capsLock') : ''}
      </Text>
    </Stack>
  );
}
