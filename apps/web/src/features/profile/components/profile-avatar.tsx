import { Avatar, Button, FileButton, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useProfileImage, useUploadProfileImage } from '@/entities/profile-image/profile-image';
import { avatarAccept, isAllowedAvatarName } from '../utils/avatar-file';

/** The profile picture with its upload (spec 1 §2, §5): formats checked here by name, by the server by content. */
export function ProfileAvatar({ sessionKey, name }: { sessionKey: string; name: string }) {
  const { t } = useTranslation();
  const image = useProfileImage(sessionKey);
  const upload = useUploadProfileImage(sessionKey);

  const onFile = (file: File | null) => {
    if (!file) return;
    if (!isAllowedAvatarName(file.name)) {
      notifyError(t('profile.avatar.formatsOnly'));
      return;
    }
    upload.mutate(file, {
      onSuccess: () => notifySuccess(t('profile.avatar.saved')),
      onError: (error) => notifyError(error instanceof ApiError ? error.message : String(error)),
    });
  };

  const src = image.data ? image.data : null;
  return (
    <Stack align="center" gap="xs">
      <Avatar
        src={src}
        size={112}
        radius={112}
        alt={t('profile.avatar.alt', { name })}
        {...(src ? {} : { role: 'img', 'aria-label': t('profile.avatar.none') })}
        color="blue"
      >
        {initials(name)}
      </Avatar>
      <Group>
        <FileButton onChange={onFile} accept={avatarAccept}>
          {(props) => (
            <Button {...props} variant="light" size="xs" loading={upload.isPending}>
              {t('profile.avatar.upload')}
            </Button>
          )}
        </FileButton>
      </Group>
    </Stack>
  );
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}
