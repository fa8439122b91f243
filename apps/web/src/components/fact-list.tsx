import { Box } from '@mantine/core';
import type { ReactNode } from 'react';

export type Fact = { label: string; value: ReactNode };

/** Label and value pairs as a description list (a detail screen's facts). */
export function FactList({ facts }: { facts: Fact[] }) {
  return (
    <Box component="dl" className="fact-list">
      {facts.map((fact, index) => (
        <div key={`${index}-${fact.label}`} className="fact-list-row">
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </Box>
  );
}
