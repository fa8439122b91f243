/** Progress and timings of the scale data on stderr: a progress bar, number and clock formats, timed phases. */

export const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
export const clock = (seconds: number) => {
  if (!Number.isFinite(seconds)) return '--:--';
  const s = Math.max(0, Math.round(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

export type Progress = { set: (done: number) => void; add: (n: number) => void; finish: () => number };

/** A progress bar on stderr (rows, rows/s, ETA); on a non-terminal a line every 10 s. Returns seconds taken. */
export function startProgress(label: string, total: number, unit = 'rows'): Progress {
  const began = performance.now();
  const tty = process.stderr.isTTY === true;
  let done = 0;
  let lastDraw = 0;
  const draw = (final: boolean) => {
    const now = performance.now();
    if (!final && now - lastDraw < (tty ? 200 : 10_000)) return;
    lastDraw = now;
    const seconds = (now - began) / 1000;
    const rate = seconds > 0 ? done / seconds : 0;
    const share = total > 0 ? Math.min(1, done / total) : 1;
    const width = 24;
    const bar = '#'.repeat(Math.round(share * width)).padEnd(width, '.');
    const eta = final ? `in ${clock(seconds)}` : `ETA ${clock(rate > 0 ? (total - done) / rate : Infinity)}`;
    const line = `${label.padEnd(22)} [${bar}] ${(share * 100).toFixed(1).padStart(5)}% ${fmt(done)}/${fmt(total)} ${unit} ${fmt(rate)} ${unit}/s ${eta}`;
    process.stderr.write(tty ? `\r${line}\u001b[K${final ? '\n' : ''}` : `${line}\n`);
  };
  return {
    set: (value) => {
      done = value;
      draw(false);
    },
    add: (n) => {
      done += n;
      draw(false);
    },
    finish: () => {
      done = Math.max(done, total);
      draw(true);
      return (performance.now() - began) / 1000;
    },
  };
}

export async function timed<T>(
  label: string,
  run: () => Promise<T>,
  log: (line: string) => void,
): Promise<[T, number]> {
  const began = performance.now();
  const result = await run();
  const seconds = (performance.now() - began) / 1000;
  log(`${label}: ${seconds.toFixed(1)} s`);
  return [result, seconds];
}
