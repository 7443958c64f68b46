import { execFile, execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A throwaway PostgreSQL cluster of a test's own, on a free loopback port, in a temporary folder, as CI
 * starts one (.ci/ensure-postgres.sh): Debian's initdb and pg_ctl, run as the `postgres` user when we
 * are root. It is never the machine's shared server, so a test may stop and start it.
 */
export type OwnPostgres = {
  /** postgres://postgres@127.0.0.1:PORT/postgres: the superuser on the maintenance database. */
  url: string;
  port: number;
  /** A URL of the same server for another database. */
  urlOf: (database: string) => string;
  /** Fast shutdown: open sessions are ended with 57P01, then the server is gone until start. */
  stop: () => Promise<void>;
  start: () => Promise<void>;
  /** Stops the server if it runs and removes its folder; safe to call more than once. */
  remove: () => void;
};

function binDir(): string | null {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => /^\d+$/.test(v))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  for (const v of versions) {
    const dir = join(root, v, 'bin');
    if (existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'))) return dir;
  }
  return null;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

const isRoot = () => process.getuid?.() === 0;

function postgresUser(): { uid: number; gid: number } | null {
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    return { uid, gid };
  } catch {
    return null;
  }
}

/** Why this machine cannot run a cluster of our own, or null when it can. */
export function ownPostgresUnavailable(): string | null {
  if (process.platform !== 'linux')
    return `a throwaway PostgreSQL cluster is only started on Linux (${process.platform})`;
  if (!binDir()) return 'no PostgreSQL binaries (initdb, pg_ctl) under /usr/lib/postgresql/*/bin';
  if (isRoot() && !postgresUser()) return 'running as root and there is no postgres user to run PostgreSQL as';
  if (isRoot() && !existsSync('/usr/sbin/runuser') && !existsSync('/sbin/runuser'))
    return 'running as root without runuser to run PostgreSQL as the postgres user';
  return null;
}

/** Starts a cluster; the caller must call remove() (an exit hook also stops it should the process end first). */
export async function startOwnPostgres(): Promise<OwnPostgres> {
  const reason = ownPostgresUnavailable();
  if (reason) throw new Error(reason);
  const bin = binDir() as string;
  const owner = isRoot() ? postgresUser() : null;
  const command = (tool: string, args: string[]): [string, string[]] =>
    owner ? ['runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]] : [join(bin, tool), args];
  const run = (tool: string, args: string[]) => {
    const r = spawnSync(...command(tool, args), { cwd: '/', encoding: 'utf8', timeout: 60_000 });
    return { ok: r.status === 0, output: `${r.stdout ?? ''}${r.stderr ?? ''}${r.error ? String(r.error) : ''}` };
  };
  // the server under test shares this process's event loop: stopping and starting must not block it
  const runAsync = (tool: string, args: string[]) =>
    new Promise<{ ok: boolean; output: string }>((resolve) => {
      execFile(...command(tool, args), { cwd: '/', encoding: 'utf8', timeout: 60_000 }, (err, stdout, stderr) =>
        resolve({ ok: !err, output: `${stdout}${stderr}${err ? String(err) : ''}` }),
      );
    });
  const dir = mkdtempSync(join(tmpdir(), 'parking-own-pg-'));
  const data = join(dir, 'data');
  const sockets = join(dir, 'run');
  const log = join(dir, 'postgres.log');
  mkdirSync(data);
  mkdirSync(sockets);
  chmodSync(dir, 0o755);
  if (owner) for (const p of [dir, data, sockets]) chownSync(p, owner.uid, owner.gid);

  // should this process die without cleaning up (a killed test worker), a watchdog stops the cluster and
  // removes its folder once this process is gone
  const [stopCommand, stopArgs] = command('pg_ctl', ['-D', data, '-m', 'immediate', '-w', '-t', '60', 'stop']);
  const quoted = [stopCommand, ...stopArgs].map((a) => `'${a.replaceAll("'", "'\\''")}'`).join(' ');
  const watchdog = spawn(
    'sh',
    ['-c', `while kill -0 ${process.pid} 2>/dev/null; do sleep 1; done; ${quoted} >/dev/null 2>&1; rm -rf '${dir}'`],
    { detached: true, stdio: 'ignore', cwd: '/' },
  );
  watchdog.unref();

  let running = false;
  let removed = false;
  const stop = async () => {
    if (!running) return;
    const r = await runAsync('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '60', 'stop']);
    if (!r.ok) throw new Error(`pg_ctl stop failed: ${r.output}`);
    running = false;
  };
  const remove = () => {
    if (removed) return;
    removed = true;
    process.off('exit', remove);
    try {
      if (running) run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', '-t', '60', 'stop']);
      running = false;
    } finally {
      rmSync(dir, { recursive: true, force: true });
      if (watchdog.pid) {
        try {
          process.kill(-watchdog.pid);
        } catch {
          // already gone
        }
      }
    }
  };
  process.once('exit', remove);

  try {
    const init = run('initdb', [
      '-D',
      data,
      '-U',
      'postgres',
      '--auth=trust',
      '--encoding=UTF8',
      '--locale=C.UTF-8',
      '--no-sync',
      '--no-instructions',
    ]);
    if (!init.ok) throw new Error(`initdb failed: ${init.output}`);
    let port = 0;
    const start = async () => {
      const options = [
        '-c listen_addresses=127.0.0.1',
        `-p ${port}`,
        `-c unix_socket_directories=${sockets}`,
        '-c fsync=off',
        '-c synchronous_commit=off',
        '-c full_page_writes=off',
        '-c max_connections=100',
      ].join(' ');
      const r = await runAsync('pg_ctl', ['-D', data, '-l', log, '-w', '-t', '60', '-o', options, 'start']);
      if (!r.ok) {
        const tail = existsSync(log) ? readFileSync(log, 'utf8').split('\n').slice(-15).join('\n') : '';
        throw new Error(`pg_ctl start on port ${port} failed: ${r.output}\n${tail}`);
      }
      running = true;
    };
    // a port found free may be taken before the server binds it: try a few
    for (let attempt = 1; ; attempt++) {
      port = await freePort();
      try {
        await start();
        break;
      } catch (err) {
        if (attempt >= 3 || !/could not bind|already in use/i.test(String(err))) throw err;
      }
    }
    const urlOf = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
    return { url: urlOf('postgres'), port, urlOf, stop, start, remove };
  } catch (err) {
    remove();
    throw err;
  }
}
