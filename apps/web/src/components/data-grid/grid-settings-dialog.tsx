import { ActionIcon, Button, Checkbox, Group, Modal, NumberInput, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../icons';

export type ColumnLayout = { order: string[]; hidden: string[]; widths: Record<string, number> };

type Props = {
  opened: boolean;
  onClose: () => void;
  titles: Record<string, string>;
  layout: ColumnLayout;
  onSave: (layout: ColumnLayout) => void;
  onReset: () => void;
};

const minWidth = 40;
const maxWidth = 2000;

/** Grid Settings (spec 2 §2): show or hide, reorder (buttons, so it works by keyboard) and size columns. */
export function GridSettingsDialog({ opened, onClose, titles, layout, onSave, onReset }: Props) {
  const { t } = useTranslation();
  const [order, setOrder] = useState(layout.order);
  const [hidden, setHidden] = useState(new Set(layout.hidden));
  const [widths, setWidths] = useState(layout.widths);
  const [problem, setProblem] = useState<string | null>(null);

  const move = (index: number, by: -1 | 1) =>
    setOrder((current) => {
      const next = [...current];
      const [item] = next.splice(index, 1);
      if (item === undefined) return current;
      next.splice(index + by, 0, item);
      return next;
    });

  const save = () => {
    if (order.every((field) => hidden.has(field))) {
      setProblem(t('grid.settings.keepOne'));
      return;
    }
    onSave({ order, hidden: order.filter((f) => hidden.has(f)), widths });
    onClose();
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('grid.gridSettings')} size="lg">
      <Stack>
        <Text size="sm" c="dimmed">
          {t('grid.settings.help')}
        </Text>
        <Table aria-label={t('grid.settings.columns')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('grid.settings.column')}</Table.Th>
              <Table.Th>{t('grid.settings.visible')}</Table.Th>
              <Table.Th>{t('grid.settings.width')}</Table.Th>
              <Table.Th>{t('grid.settings.position')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {order.map((field, index) => {
              const title = titles[field] ?? field;
              return (
                <Table.Tr key={field}>
                  <Table.Td>{title}</Table.Td>
                  <Table.Td>
                    <Checkbox
                      aria-label={t('grid.settings.showColumn', { column: title })}
                      checked={!hidden.has(field)}
                      onChange={(e) => {
                        const checked = e.currentTarget.checked;
                        setHidden((current) => {
                          const next = new Set(current);
                          if (checked) next.delete(field);
                          else next.add(field);
                          return next;
                        });
                      }}
                    />
                  </Table.Td>
                  <Table.Td>
                    <NumberInput
                      aria-label={t('grid.settings.widthOf', { column: title })}
                      w={100}
                      min={minWidth}
                      max={maxWidth}
                      clampBehavior="blur"
                      allowDecimal={false}
                      allowNegative={false}
                      placeholder={t('grid.settings.auto')}
                      value={widths[field] ?? ''}
                      onChange={(v) =>
                        setWidths((current) => {
                          const next = { ...current };
                          if (typeof v === 'number' && v >= minWidth) next[field] = Math.min(v, maxWidth);
                          else delete next[field];
                          return next;
                        })
                      }
                    />
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        aria-label={t('grid.settings.moveUp', { column: title })}
                        disabled={index === 0}
                        onClick={() => move(index, -1)}
                      >
                        <Icon name="arrow-up" size={16} />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        aria-label={t('grid.settings.moveDown', { column: title })}
                        disabled={index === order.length - 1}
                        onClick={() => move(index, 1)}
                      >
                        <Icon name="arrow-down" size={16} />
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
        {problem && (
          <Text role="alert" c="red" size="sm">
            {problem}
          </Text>
        )}
        <Group justify="space-between">
          <Button
            variant="default"
            onClick={() => {
              onReset();
              onClose();
            }}
          >
            {t('grid.settings.reset')}
          </Button>
          <Group>
            <Button variant="default" onClick={onClose}>
              {t('grid.cancel')}
            </Button>
            <Button onClick={save}>{t('grid.save')}</Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
