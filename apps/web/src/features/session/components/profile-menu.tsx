import { Avatar, Button, Menu, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Icon } from '@/components/icons';
import { ApiError } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { endImpersonation, logout } from '@/lib/session/session-actions';
import { effectiveUser, useSession } from '@/lib/session/session-store';
import { paths } from '@/lib/paths';
import { tenantKeyOf } from '@/lib/session/tenant-key';
import { useProfileImage } from '@/entities/profile-image/profile-image';
import { setTranslationMode, useTranslationModeOn } from '@/lib/translation-mode';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '')).toUpperCase();
}

/** Profile menu of spec 1 §2: My Profile, End Impersonation while impersonating, Log out; admins' translation mode. */
export function ProfileMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const emailId = useId();
  const acting = effectiveUser(session);
  const picture = useProfileImage(tenantKeyOf(session)).data;
  const translating = useTranslationModeOn();
  if (!acting) return null;
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={220}>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          px="xs"
          aria-label={t('shell.profileMenu', { name: acting.displayName })}
          leftSection={
            <Avatar size={28} radius="xl" color="meridian.7" variant="filled" src={picture || null} alt="">
              {initials(acting.displayName)}
            </Avatar>
          }
        >
          <Text size="sm" fw={500} visibleFrom="md" c="var(--mantine-color-text)">
            {acting.displayName}
          </Text>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {/*
         * A menu owns menu items, groups and separators only (axe: aria-required-children): the e-mail is the
         * name of the group of the account's items, and the divider is a separator.
         */}
        <div role="group" aria-labelledby={emailId}>
          <Menu.Label id={emailId}>{acting.email}</Menu.Label>
          <Menu.Item leftSection={<Icon name="user" size={16} />} onClick={() => navigate(paths.myProfile())}>
            {t('shell.myProfile')}
          </Menu.Item>
          {/* The in-portal translation mode (decision 083): admins only, not while acting as someone else. */}
          {acting.admin && (
            <Menu.Item
              leftSection={<Icon name="localization" size={16} />}
              onClick={() => setTranslationMode(!translating)}
            >
              {t(
                translating ? 'localizationAdmin.translationMode.menuOff' : 'localizationAdmin.translationMode.menuOn',
              )}
            </Menu.Item>
          )}
          {acting.impersonating && (
            <Menu.Item
              leftSection={<Icon name="impersonate" size={16} />}
              onClick={() =>
                void endImpersonation().catch((error: unknown) =>
                  notifyError(error instanceof ApiError ? error.message : String(error)),
                )
              }
            >
              {t('shell.endImpersonation')}
            </Menu.Item>
          )}
        </div>
        <Menu.Divider role="separator" />
        <Menu.Item leftSection={<Icon name="logout" size={16} />} onClick={() => void logout()}>
          {t('shell.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
