// `npm run dev`: the server (watch mode) and Vite's dev server with /api proxied to it.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@connect/server'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@connect/web'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
