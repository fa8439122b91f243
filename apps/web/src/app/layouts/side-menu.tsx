import { ActionIcon, NavLink, ScrollArea, Stack, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterNavLink, useLocation } from 'react-router';
import { Icon } from '@/components/icons';
import { visibleMenuItems, type MenuItem } from '../route-table';
import type { EffectiveUser } from '@/lib/session/session-store';

function isActive(item: MenuItem, pathname: string): boolean {
  return item.link === '/' ? pathname === '/' : pathname === item.link || pathname.startsWith(`${item.link}/`);
}

/**
 * The side menu of spec 1 §6: items by permission in the spec's order, full width 300 or mini 80 (icons
 * with their label as accessible name and tooltip). While impersonating it is the customer's menu.
 */
export function SideMenu({
  acting,
  expanded,
  onToggle,
  onNavigate,
}: {
  acting: EffectiveUser;
  expanded: boolean;
  onToggle: () => void;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const items = visibleMenuItems({
    signedIn: true,
    admin: acting.admin,
    permissions: acting.permissions,
    staff: acting.staff && !acting.impersonating && !acting.admin,
  });
  return (
    <Stack gap={4} h="100%">
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={expanded ? t('menu.collapse') : t('menu.expand')}
        aria-expanded={expanded}
        aria-controls="side-menu-items"
        onClick={onToggle}
        visibleFrom="sm"
        style={{ alignSelf: expanded ? 'flex-end' : 'center' }}
      >
        <Icon name={expanded ? 'chevron-left' : 'menu'} style={{ transition: 'transform 150ms' }} />
      </ActionIcon>
      <ScrollArea style={{ flex: 1 }} type="auto">
        <Stack gap={2} id="side-menu-items" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {items.map((item) => {
            const label = t(item.labelKey);
            const active = isActive(item, pathname);
            const link = (
              <NavLink
                component={RouterNavLink}
                to={item.link}
                end={item.link === '/'}
                label={expanded ? label : undefined}
                aria-label={expanded ? undefined : label}
                leftSection={<Icon name={item.icon} size={22} />}
                active={active}
                aria-current={active ? 'page' : undefined}
                onClick={onNavigate}
                style={{ borderRadius: 'var(--mantine-radius-sm)', justifyContent: expanded ? undefined : 'center' }}
              />
            );
            return (
              <li key={item.key}>
                {expanded ? (
                  link
                ) : (
                  <Tooltip label={label} position="right" withArrow>
                    {link}
                  </Tooltip>
                )}
              </li>
            );
          })}
        </Stack>
      </ScrollArea>
    </Stack>
  );
}
