import { Alert, Button, Stack } from '@mantine/core';
import { Link } from 'react-router';

/** An accepted invitation or a new password: the server's answer under its title, and the way to sign in. */
export function DoneSignInPanel({
  title,
  message,
  signInLabel,
}: {
  title: string;
  message: string;
  signInLabel: string;
}) {
  return (
    <Stack>
      <Alert color="green" variant="light" role="status" title={title}>
        {message}
      </Alert>
      <Button component={Link} to="/u/login" w="fit-content">
        {signInLabel}
      </Button>
    </Stack>
  );
}
