import { Alert } from '@mantine/core';
import { messageText, type ServerMessage } from '@/lib/message-text';
import { notifySuccess } from '@/lib/notify';

/** What a failed load or change of the report management says, as an alert; nothing when all went well. */
export function ChangeError({ error }: { error: Error | null }) {
  if (!error) return null;
  return (
    <Alert color="red" role="alert">
      {error.message}
    </Alert>
  );
}

/** A change's success: the server's confirmation as a notification, then whatever comes next (close a dialog…). */
export const confirmed =
  (then?: () => void) =>
  (answer: ServerMessage): void => {
    notifySuccess(messageText(answer));
    then?.();
  };
