import type { KeyboardCoordinateGetter } from '@dnd-kit/core';

/**
 * Keyboard moves for the widget board (dnd-kit's KeyboardSensor): each arrow key jumps the picked-up card onto the
 * nearest widget in that direction (same row or column preferred) instead of nudging it by pixels, so Space, an
 * arrow, Space swaps two widgets.
 */
export const jumpToNextWidget: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const direction = { ArrowRight: 'right', ArrowLeft: 'left', ArrowDown: 'down', ArrowUp: 'up' }[event.code];
  const rect = context.collisionRect;
  if (!direction || !rect) return undefined;
  event.preventDefault();
  const from = { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
  let best: { x: number; y: number; score: number } | undefined;
  for (const container of context.droppableContainers.getEnabled()) {
    const target = context.droppableRects.get(container.id);
    if (!target) continue;
    const to = { x: target.left + target.width / 2, y: target.top + target.height / 2 };
    const dx = to.x - from.x;
    const dy = to.y - from.y;
    const along = direction === 'right' ? dx : direction === 'left' ? -dx : direction === 'down' ? dy : -dy;
    const across = direction === 'right' || direction === 'left' ? Math.abs(dy) : Math.abs(dx);
    if (along <= 8) continue;
    const score = along + across * 2;
    if (!best || score < best.score) best = { x: to.x - rect.width / 2, y: to.y - rect.height / 2, score };
  }
  return best ? { x: best.x, y: best.y } : currentCoordinates;
};
