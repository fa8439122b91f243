import { Button, Group, Loader, Text } from '@mantine/core';
import { solveChallenge } from 'altcha-lib';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getHumanCheck } from './second-factor-calls';

type State = 'idle' | 'checking' | 'done' | 'failed';

/**
 * The human check of spec 1 §4, self-hosted: a proof of work (ALTCHA, decision 037) the browser solves in about a
 * second. A plain button, so it is reachable by keyboard and announced to screen readers; no third party.
 */
export function HumanCheck({ onSolved }: { onSolved: (payload: string) => void }) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>('idle');

  const run = async () => {
    setState('checking');
    try {
      const challenge = await getHumanCheck();
      const solution = await solveChallenge(
        challenge.challenge,
        challenge.salt,
        challenge.algorithm,
        challenge.maxnumber,
      ).promise;
      if (!solution) throw new Error('unsolved');
      const payload = window.btoa(
        JSON.stringify({
          algorithm: challenge.algorithm,
          challenge: challenge.challenge,
          number: solution.number,
          salt: challenge.salt,
          signature: challenge.signature,
        }),
      );
      setState('done');
      onSolved(payload);
    } catch {
      setState('failed');
    }
  };

  return (
    <Group gap="sm">
      <Button
        variant={state === 'done' ? 'light' : 'default'}
        color={state === 'done' ? 'green' : undefined}
        onClick={() => void run()}
        disabled={state === 'checking' || state === 'done'}
        aria-pressed={state === 'done'}
        leftSection={state === 'checking' ? <Loader size="xs" aria-hidden /> : undefined}
      >
        {state === 'done' ? t('mfa.humanChecked') : t('mfa.humanCheck')}
      </Button>
      <Text size="sm" role="status" aria-live="polite" c={state === 'failed' ? 'red.8' : 'dimmed'}>
        {state === 'checking' ? t('mfa.humanChecking') : state === 'failed' ? t('mfa.humanFailed') : ''}
      </Text>
    </Group>
  );
}
