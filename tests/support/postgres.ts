/**
 * A throwaway PostgreSQL cluster for tests (Debian's postgresql 15). initdb and postgres refuse to run as root, so
 * when the tests run as root the cluster runs as the `postgres` user. Starts in about a second.
 *
 *   const pg = await startPostgres();  // pg.url: postgres://postgres@127.0.0.1:PORT/postgres
 *   ...
 *   await pg.stop();
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TestPostgres {
  url: string;
  port: number;
  dir: string;
  stop(): Promise<void>;
}

const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function run(command: string, args: string[]): void {
  const asRoot = process.getuid?.() === 0;
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  // From '/': the postgres user may not be allowed into the checkout, wherever it is.
  execFileSync(file, argv, { stdio: 'pipe', cwd: '/' });
}

/**
 * Where a cluster lives. Run as root, the server runs as the postgres user, which must reach the folder: a checkout
 * inside a private folder (`mktemp -d` makes it 0700) is out of its reach, and test-all.sh points TMPDIR inside the
 * checkout, so as root the cluster goes under the system's own /tmp (world-traversable) instead.
 */
function clusterParent(): string {
  return process.getuid?.() === 0 && existsSync('/tmp') ? '/tmp' : tmpdir();
}

export async function startPostgres(): Promise<TestPostgres> {
  if (!existsSync(join(BIN, 'initdb'))) {
    throw new Error(
      `PostgreSQL 15 is not installed (${BIN}). Run: apt-get install -y postgresql postgresql-15-pgtap (scripts/ensure-system-deps.sh does this).`,
    );
  }
  const dir = mkdtempSync(join(clusterParent(), 'bm-pg-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['postgres', dir]);
  run(join(BIN, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const port = await freePort();
  run(join(BIN, 'pg_ctl'), [
    '-D',
    data,
    '-w',
    '-l',
    join(dir, 'log'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    dir,
    async stop() {
      try {
        run(join(BIN, 'pg_ctl'), ['-D', data, '-w', '-m', 'immediate', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
