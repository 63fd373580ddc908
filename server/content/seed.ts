// Seeds the content service from the files in content/ (content is stored in the database and
// seeded from files in the repo). Runs at every start, whatever SEED_DEMO says:
// lessons and articles are the product, not demo data. A document already in the database is
// left alone, so what an editor changed through the editor endpoint survives restarts and new
// seed files only add. A seed file that fails its struct stops the start with the file's name:
// shipping a broken lesson silently would be worse.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type StructError, validate } from 'superstruct';
import { CONTENT_DIRS, type ContentDir } from '@/contract/content';
import type { Db } from '../db/client';
import { contentDocuments } from '../db/schema';
import { type AnyDocument, columnsOf, DOCUMENT_STRUCTS } from './documents';

export interface SeedFile {
  dir: ContentDir;
  file: string;
  document: AnyDocument;
}

/** Reads and checks every seed file; throws naming the first bad one. */
export async function readSeedFiles(contentDir: string): Promise<SeedFile[]> {
  const files: SeedFile[] = [];
  for (const dir of CONTENT_DIRS) {
    let names: string[];
    try {
      names = (await readdir(join(contentDir, dir))).filter((name) => name.endsWith('.json'));
    } catch {
      continue; // No such directory: nothing of that kind to seed.
    }
    const slugs = new Set<string>();
    for (const name of names.sort()) {
      const file = `${dir}/${name}`;
      let raw: unknown;
      try {
        raw = JSON.parse(await readFile(join(contentDir, file), 'utf8'));
      } catch (error) {
        throw new Error(`content/${file} is not valid JSON: ${(error as Error).message}`);
      }
      const [failure, document] = validate(raw, DOCUMENT_STRUCTS[dir]);
      if (failure) throw new Error(`content/${file}: ${describe(failure)}`);
      if (slugs.has(document.slug))
        throw new Error(`content/${file}: slug ${document.slug} is used twice`);
      slugs.add(document.slug);
      files.push({ dir, file, document });
    }
  }
  return files;
}

const describe = (failure: StructError) =>
  `${failure.path.join('.') || 'document'} ${failure.message}`;

/** Inserts the seed documents the database does not hold yet; answers how many it added. */
export async function seedContent(db: Db, contentDir: string): Promise<number> {
  const files = await readSeedFiles(contentDir);
  if (files.length === 0) return 0;
  const inserted = await db
    .insert(contentDocuments)
    .values(
      files.map(({ dir, document }) => ({
        dir,
        slug: document.slug,
        ...columnsOf(document),
        published: document.published,
        document,
        source: 'seed' as const,
      })),
    )
    .onConflictDoNothing()
    .returning({ slug: contentDocuments.slug });
  return inserted.length;
}
