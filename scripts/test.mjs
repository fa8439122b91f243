// `npm test`: lint, typecheck, unit tests, route tests on the embedded database and on PostgreSQL, the fault
// tests, the web build, its byte budgets and the browser journeys. Ends with one line: "N passed, N failed".
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const out = path.join(root, '.tmp', 'test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const bin = (name) => path.join(root, 'node_modules', '.bin', name);
let passed = 0;
let failed = 0;
const summary = [];

const started = Date.now();
const seconds = (ms) => `${Math.round(ms / 1000)} s`;

/** Counts a finished step: its pass/fail (or its tests from the JSON report) and its wall time into the summary. */
function record(label, ok, stepStarted, { countFromJson } = {}) {
  // Each step's wall time goes into the summary, so a slow CI run shows where its minutes went.
  const took = seconds(Date.now() - stepStarted);
  if (countFromJson) {
    let p = 0;
    let f = 0;
    if (existsSync(countFromJson)) {
      const report = JSON.parse(readFileSync(countFromJson, 'utf8'));
      p = report.numPassedTests ?? 0;
      f = report.numFailedTests ?? 0;
    }
    // A run that failed before or outside its tests (setup error, no tests) still counts as a failure.
    if (!ok && f === 0) f = 1;
    if (ok && p === 0) f += 1;
    passed += p;
    failed += f;
    summary.push(`${label}: ${p} passed, ${f} failed (${took})`);
  } else {
    if (ok) passed += 1;
    else failed += 1;
    summary.push(`${label}: ${ok ? 'ok' : 'FAILED'} (${took})`);
  }
  return ok;
}

function run(label, command, args, options = {}) {
  console.log(`\n=== ${label}`);
  const stepStarted = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  return record(label, result.status === 0, stepStarted, options);
}

/**
 * A step that runs beside the others (decision 077: lint is single-threaded and would leave the second core idle):
 * its output is kept and printed in one piece when it ends, so the log stays readable.
 */
function runBeside(label, command, args) {
  const stepStarted = Date.now();
  const child = spawn(command, args, { cwd: root, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      console.log(`\n=== ${label} (ran beside the steps above)`);
      if (output) process.stdout.write(output);
      resolve(record(label, code === 0, stepStarted));
    });
    child.on('error', (error) => {
      output += String(error);
    });
  });
}

const vitest = (label, extra, file) =>
  run(label, bin('vitest'), ['run', ...extra, '--reporter=default', '--reporter=json', `--outputFile=${file}`], {
    countFromJson: file,
  });

async function postgresReachable(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const lint = runBeside('lint', bin('eslint'), ['--max-warnings', '0', '.']);
run('format (prettier --check)', bin('prettier'), ['--check', '--log-level', 'warn', '.']);
run('typecheck (server, packages)', bin('tsc'), ['-p', 'tsconfig.json']);
run('typecheck (web)', bin('tsc'), ['-p', 'apps/web/tsconfig.json']);
vitest('unit tests', ['--project', 'unit'], path.join(out, 'unit.json'));
await lint;
vitest('component tests (jsdom)', ['--project', 'components', '--passWithNoTests'], path.join(out, 'components.json'));
vitest('route tests (embedded PGlite)', ['--project', 'routes-embedded'], path.join(out, 'routes-embedded.json'));

const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const requirePostgres = process.env.REQUIRE_POSTGRES === '1' || process.env.CI === 'true';
if (await postgresReachable(pgUrl)) {
  vitest('route tests (PostgreSQL)', ['--project', 'routes-postgres'], path.join(out, 'routes-postgres.json'));
} else if (requirePostgres) {
  console.error(`\nPostgreSQL is required here (CI or REQUIRE_POSTGRES=1) but not reachable at ${pgUrl}.`);
  failed += 1;
  summary.push('route tests (PostgreSQL): FAILED (not reachable)');
} else {
  console.log(`\nPostgreSQL not reachable at ${pgUrl}: route tests ran on the embedded database only.`);
  summary.push('route tests (PostgreSQL): not run (no server; set TEST_DATABASE_URL)');
}

// Fault tests (decision 055): the server as processes against a private PostgreSQL and Redis that the tests stop,
// restart and kill. They need the PostgreSQL server binaries and redis-server (both on this machine kind and CI).
const hasServerBinaries =
  existsSync('/usr/lib/postgresql') && spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;
if (hasServerBinaries) {
  vitest(
    'fault tests (database restart, instance kill, Redis loss, bad disk)',
    ['--project', 'faults'],
    path.join(out, 'faults.json'),
  );
} else if (requirePostgres) {
  console.error(
    '\nThe fault tests need the PostgreSQL server binaries and redis-server here (CI or REQUIRE_POSTGRES=1).',
  );
  failed += 1;
  summary.push('fault tests: FAILED (PostgreSQL server binaries or redis-server missing)');
} else {
  summary.push('fault tests: not run (no PostgreSQL server binaries or redis-server)');
}

if (run('web build', 'npm', ['run', 'build', '-w', '@connect/web', '--silent'])) {
  vitest('byte budgets (web build)', ['--project', 'budgets'], path.join(out, 'budgets.json'));
  vitest('browser journeys (Chromium)', ['--config', 'apps/web/e2e/vitest.config.ts'], path.join(out, 'e2e.json'));
} else {
  failed += 1;
  summary.push('browser journeys: not run (web build failed)');
}

console.log('\n=== summary');
for (const line of summary) console.log(`  ${line}`);
console.log(`  total time: ${seconds(Date.now() - started)}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
