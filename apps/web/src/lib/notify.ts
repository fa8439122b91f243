import { notifications } from '@mantine/notifications';
import i18next from 'i18next';

/** Toast durations from the configuration (spec 1 §9); defaults until it has loaded. */
const durations = { errorMs: 5000, successMs: 5000, infoMs: 7000 };

export function setToastDurations(next: { errorMs: number; successMs: number; infoMs: number }): void {
  Object.assign(durations, next);
}

/** `id` keeps one notice on screen when the same thing is reported twice (a guard bounce, say). */
export function notifyError(
  detail: string,
  summary: string = i18next.t('errors.errorMessageSummary'),
  id?: string,
): void {
  notifications.show({
    id,
    title: summary,
    message: detail,
    color: 'red',
    autoClose: durations.errorMs,
    withCloseButton: true,
  });
}

export function notifySuccess(detail: string, summary = 'Success'): void {
  notifications.show({
    title: summary,
    message: detail,
    color: 'green',
    autoClose: durations.successMs,
    withCloseButton: true,
  });
}

export function notifyInfo(detail: string, summary = 'Information'): void {
  notifications.show({
    title: summary,
    message: detail,
    color: 'meridian',
    autoClose: durations.infoMs,
    withCloseButton: true,
  });
}
