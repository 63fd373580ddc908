// News articles and the audio library (spec §2 mobile "audio library", "news article"), from
// the content service. No web route is named in the spec for either.
export const libraryPaths = {
  news: '/app/news',
  article: '/app/news/:slug',
  audio: '/app/audio',
  audioItem: '/app/audio/:slug',
} as const;

export const articlePath = (slug: string) =>
  libraryPaths.article.replace(':slug', encodeURIComponent(slug));
export const audioPath = (slug: string) =>
  libraryPaths.audioItem.replace(':slug', encodeURIComponent(slug));
