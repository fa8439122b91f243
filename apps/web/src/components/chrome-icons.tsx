import { IconHeadset, IconMoon, IconSun, type TablerIcon } from '@tabler/icons-react';
import type { SVGProps } from 'react';

/** What an app icon takes besides its name (decorative: callers give the control its accessible name). */
export type GlyphProps = { size?: number } & SVGProps<SVGSVGElement>;

/** A Tabler line icon as the app draws every icon (24×24, stroke = currentColor, 1.8 wide). */
export function Glyph({ glyph: TablerGlyph, size = 20, ...rest }: { glyph: TablerIcon } & GlyphProps) {
  const { ref: _ref, stroke: _stroke, ...svgProps } = rest;
  return <TablerGlyph size={size} stroke={1.8} aria-hidden="true" focusable="false" {...svgProps} />;
}

/**
 * The icons of the header every layout has, the public one included (support centre, colour scheme): a module of
 * their own, so a public page does not download the whole icon set with them (decision 105). `icons.tsx` has them
 * too, under the same names.
 */
export const chromeIcons = { headset: IconHeadset, sun: IconSun, moon: IconMoon } satisfies Record<string, TablerIcon>;

export type ChromeIconName = keyof typeof chromeIcons;

/** One of the header's icons by its app name (the same glyph `Icon` draws for that name). */
export function ChromeIcon({ name, ...rest }: { name: ChromeIconName } & GlyphProps) {
  return <Glyph glyph={chromeIcons[name]} {...rest} />;
}
