import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';

/** Delayed search debounce (spec 2 §9: 1000 ms). */
const searchDebounceMs = 1000;

/**
 * The search box of a warehouse list (inventory, orders, receipts): what is typed, and the trimmed term the list
 * asks for once typing has paused (`undefined` while empty).
 */
export function useListSearch() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), searchDebounceMs);
  return { search, setSearch, q: debounced || undefined };
}
