import { Group, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';

/** A warehouse list's filters above its grid: the search box (at most 100 characters), then the list's own filter. */
export function ListFilters({
  searchLabel,
  search,
  onSearchChange,
  searchWidth,
  children,
}: {
  searchLabel: string;
  search: string;
  onSearchChange: (value: string) => void;
  searchWidth: number;
  children: ReactNode;
}) {
  return (
    <Group align="flex-end">
      <TextInput
        label={searchLabel}
        type="search"
        value={search}
        maxLength={100}
        onChange={(e) => onSearchChange(e.currentTarget.value)}
        w={searchWidth}
      />
      {children}
    </Group>
  );
}
