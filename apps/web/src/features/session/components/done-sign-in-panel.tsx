import { Alert, Button, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';

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
      <Button component={Link} to={paths.session.login()} w="fit-content">
        {signInLabel}
      </Button>
    </Stack>
  );
}
