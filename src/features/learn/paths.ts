// Learn-and-earn paths (spec §2 "/learn-and-earn, /learn-and-earn-progress,
// /learn-and-earn-more-info"), beside the feature rather than in src/paths.ts, which ships with
// every marketing page.
export const learnPaths = {
  home: '/app/learn-and-earn',
  progress: '/app/learn-and-earn-progress',
  moreInfo: '/app/learn-and-earn-more-info',
  /**
   * The lesson reader. Spec §2 lists only the three routes above; this is the reader that the
   * mobile "learn home and lessons" screens imply, so the web app needs a path for it.
   */
  lesson: '/app/learn-and-earn/lessons/:id',
} as const;

/** /app/learn-and-earn/lessons/what-is-a-stock: the lesson's id is its content slug. */
export const lessonPath = (id: string) => learnPaths.lesson.replace(':id', encodeURIComponent(id));
