import { randomUUID } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SqlClient } from '../db/client.ts';
import { CONTENT_TYPE_BY_EXTENSION, type ImageType } from './sniff.ts';

/**
 * Where uploaded screenshots are kept. The name is always `{uuid}.{jpg|png|gif|webp}`, checked by the server (the
 * client's upload id or a random one), so it is safe as a file name and carries the file's true type.
 */
export interface UploadStore {
  /**
   * Stores the bytes under `name` unless something is stored there already, atomically: of two concurrent puts of
   * one name, exactly one answers true (it stored), the other false (it stored nothing; the first one's bytes stay).
   */
  put(name: string, bytes: Uint8Array, contentType: ImageType): Promise<boolean>;
  get(name: string): Promise<{ bytes: Uint8Array; contentType: ImageType } | null>;
  has(name: string): Promise<boolean>;
  /** Deletes the file; true when there was one ("delete everything" and a deleted submission take theirs along). */
  delete(name: string): Promise<boolean>;
}

export const UPLOAD_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|gif|webp)$/;

/** The type an upload name stands for (its extension), or null if the name is not one the server gives out. */
export function contentTypeOf(name: string): ImageType | null {
  const match = UPLOAD_NAME.exec(name);
  return match ? (CONTENT_TYPE_BY_EXTENSION[match[1] ?? ''] ?? null) : null;
}

/** Files in one folder (DATA_DIR/uploads on the embedded server), written atomically and readable only by us. */
export class FileUploadStore implements UploadStore {
  constructor(private readonly directory: string) {}

  /** Written in full to a temporary file, then linked to its name: link() fails if the name exists, so a second
   * put of one name never replaces the first, and a reader never sees a half-written file. */
  async put(name: string, bytes: Uint8Array): Promise<boolean> {
    if (!contentTypeOf(name)) throw new Error(`Refusing to store an upload named "${name}"`);
    await mkdir(this.directory, { recursive: true, mode: 0o700 });
    const temporary = join(this.directory, `.${randomUUID()}.part`);
    await writeFile(temporary, bytes, { mode: 0o600, flag: 'wx' });
    try {
      await link(temporary, join(this.directory, name));
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw error;
    } finally {
      await unlink(temporary).catch(() => {});
    }
  }

  async get(name: string): Promise<{ bytes: Uint8Array; contentType: ImageType } | null> {
    const contentType = contentTypeOf(name);
    if (!contentType) return null;
    try {
      return { bytes: await readFile(join(this.directory, name)), contentType };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async has(name: string): Promise<boolean> {
    return (await this.get(name)) !== null;
  }

  async delete(name: string): Promise<boolean> {
    if (!contentTypeOf(name)) return false;
    try {
      await unlink(join(this.directory, name));
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw error;
    }
  }
}

/**
 * Files in the database itself (UPLOAD_STORE=database), for hosted deployments with no file system of their own.
 * Screenshots are small and few, so this keeps a serverless deployment to one service: its PostgreSQL.
 */
export class DatabaseUploadStore implements UploadStore {
  constructor(private readonly db: SqlClient) {}

  async put(name: string, bytes: Uint8Array, contentType: ImageType): Promise<boolean> {
    if (contentTypeOf(name) !== contentType) throw new Error(`Refusing to store an upload named "${name}"`);
    const rows = await this.db.query<{ name: string }>(
      `insert into feedback.uploaded_files (name, content_type, size, bytes) values ($1, $2, $3, $4)
       on conflict (name) do nothing
       returning name`,
      [name, contentType, bytes.byteLength, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)],
    );
    return rows.length === 1;
  }

  async get(name: string): Promise<{ bytes: Uint8Array; contentType: ImageType } | null> {
    const contentType = contentTypeOf(name);
    if (!contentType) return null;
    const rows = await this.db.query<{ bytes: Uint8Array }>('select bytes from feedback.uploaded_files where name = $1', [
      name,
    ]);
    const row = rows[0];
    return row ? { bytes: new Uint8Array(row.bytes), contentType } : null;
  }

  async has(name: string): Promise<boolean> {
    const rows = await this.db.query<{ present: boolean }>(
      'select exists (select 1 from feedback.uploaded_files where name = $1) as present',
      [name],
    );
    return rows[0]?.present === true;
  }

  async delete(name: string): Promise<boolean> {
    const rows = await this.db.query<{ name: string }>('delete from feedback.uploaded_files where name = $1 returning name', [name]);
    return rows.length > 0;
  }
}
