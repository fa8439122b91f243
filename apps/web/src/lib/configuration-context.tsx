import type { Configuration } from '@connect/contracts/configuration/configuration.schemas';
import { createContext, useContext, type ReactNode } from 'react';

const ConfigurationContext = createContext<Configuration | null>(null);

export function ConfigurationProvider({ value, children }: { value: Configuration; children: ReactNode }) {
  return <ConfigurationContext.Provider value={value}>{children}</ConfigurationContext.Provider>;
}

export function useConfiguration(): Configuration {
  const value = useContext(ConfigurationContext);
  if (!value) throw new Error('useConfiguration outside ConfigurationProvider');
  return value;
}
