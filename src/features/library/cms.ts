// The library's reads from the content service (/cms/api of spec §7, src/platform/api/cms.ts: the
// bearer credential and spec §8's error flag), through the device copy (content-cache.ts), as
// queries of the app's query cache (platform/queries).
import { array, type Struct, type } from 'superstruct';
import { AudioDocument, NewsArticleDocument } from '@/contract/content';
import type { ApiQuery } from '@/platform/queries';
import { type ContentRead, readContent } from './content-cache';

const NewsList = type({ items: array(NewsArticleDocument) });
const AudioList = type({ items: array(AudioDocument) });

/** From the content service, not the API: no endpoint of the contract, so no change stales it. */
const contentQuery = <T>(
  path: string,
  struct: Struct<T, unknown>,
  what: string,
): ApiQuery<ContentRead<T>> => ({
  reads: [],
  args: ['cms', 'library', path],
  load: () => readContent(path, struct, what),
});

/** Newest first, as the content service orders the news directory. */
export const newsListQuery = contentQuery('news', NewsList, 'the news');
export const articleQuery = (slug: string) =>
  contentQuery(`news/${encodeURIComponent(slug)}`, NewsArticleDocument, 'the article');
export const audioListQuery = contentQuery('audio', AudioList, 'the audio library');
export const audioItemQuery = (slug: string) =>
  contentQuery(`audio/${encodeURIComponent(slug)}`, AudioDocument, 'the recording');
