// The library's reads from the content service (/cms/api of spec §7, src/platform/api/cms.ts: the
// bearer credential and spec §8's error flag), through the device copy (content-cache.ts).
import { array, type } from 'superstruct';
import { AudioDocument, NewsArticleDocument } from '@/contract/content';
import { readContent } from './content-cache';

const NewsList = type({ items: array(NewsArticleDocument) });
const AudioList = type({ items: array(AudioDocument) });

/** Newest first, as the content service orders the news directory. */
export const readNewsList = () => readContent('news', NewsList, 'the news');
export const readArticle = (slug: string) =>
  readContent(`news/${encodeURIComponent(slug)}`, NewsArticleDocument, 'the article');
export const readAudioList = () => readContent('audio', AudioList, 'the audio library');
export const readAudioItem = (slug: string) =>
  readContent(`audio/${encodeURIComponent(slug)}`, AudioDocument, 'the recording');
