// The toasts' container module alone, aliased in build-tools/web-alias.ts (decision 086).
declare module '@mantine/notifications/container' {
  export { Notifications } from '@mantine/notifications';
}
