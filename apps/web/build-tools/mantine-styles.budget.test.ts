import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The UI library's styles, component by component (issue 22, decision 117): `src/mantine-styles.ts` imports the
 * files of exactly the components the browser build contains, in the order of the library's whole stylesheet.
 * Run by `npm test` after the web build, like the byte budgets.
 */
const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const assetsDir = path.join(webDir, 'dist', 'assets');
const stylesModule = path.join(webDir, 'src', 'mantine-styles.ts');
const wholeStylesheet = createRequire(import.meta.url).resolve('@mantine/core/styles.css');
const mantineCore = path.dirname(wholeStylesheet);
/** The library's rules for every page (reset, variables, global classes), not a component's. */
const globalFiles = ['baseline', 'default-css-variables', 'global'];

/** The components whose style modules (`<Name>.module.mjs`, the class names) are in the build. */
function componentsInBuild(): Set<string> {
  const names = new Set<string>();
  for (const file of readdirSync(assetsDir).filter((name) => name.endsWith('.js.map'))) {
    const map = JSON.parse(readFileSync(path.join(assetsDir, file), 'utf8')) as { sources: string[] };
    for (const source of map.sources) {
      const match = /@mantine\/core\/esm\/.*\/([^/]+)\.module\.mjs$/u.exec(source);
      if (match) names.add(match[1]!);
    }
  }
  return names;
}

/** The files `src/mantine-styles.ts` imports, in its order. */
function importedFiles(): string[] {
  const source = readFileSync(stylesModule, 'utf8');
  return [...source.matchAll(/^import '@mantine\/core\/styles\/([^']+)\.css';$/gmu)].map((match) => match[1]!);
}

describe("the UI library's styles", () => {
  it('imports the styles of exactly the components in the build, and the global rules', () => {
    const inBuild = componentsInBuild();
    // The build has the library's components (a renamed folder must not make this test pass by default).
    expect(inBuild.size).toBeGreaterThanOrEqual(40);
    expect(inBuild).toContain('Button');
    const imported = importedFiles();
    expect(new Set(imported).size, 'each file once').toBe(imported.length);
    expect(imported.slice(0, globalFiles.length)).toEqual(globalFiles);
    const components = imported.slice(globalFiles.length);
    expect([...inBuild].filter((name) => !components.includes(name)).sort(), 'used without their styles').toEqual([]);
    expect(components.filter((name) => !inBuild.has(name)).sort(), 'styles of components not used').toEqual([]);
  });

  it("keeps the order of the library's whole stylesheet, so the cascade is the same", () => {
    const whole = readFileSync(wholeStylesheet, 'utf8');
    const positions = importedFiles().map((name) => {
      const text = readFileSync(path.join(mantineCore, 'styles', `${name}.css`), 'utf8').trim();
      const at = whole.indexOf(text);
      expect(at, `${name}.css is part of styles.css`).toBeGreaterThanOrEqual(0);
      return at;
    });
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });
});
