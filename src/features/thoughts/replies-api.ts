// The conversation's calls (the replies under an idea or a thought), apart from api.ts: that file
// is in the app shell (the draft sync sends thoughts from it), and these load only with a post's
// page (lazy.ts LazyReplyThread).
import type { PostPage } from '@/contract/community';
import { call } from '@/platform/api';
import { afterChange } from '@/platform/queries';
import * as communityEndpoints from '@/contract/endpoints/community';

/** The conversation under an idea or a thought, newest first, a page at a time. */
export const repliesPages = (postId: string) => ({
  reads: [communityEndpoints.replies],
  args: [postId],
  load: (cursor: string | undefined): Promise<PostPage> =>
    call(communityEndpoints.replies, { params: { id: postId }, query: { cursor, limit: '20' } }),
  nextCursor: (page: PostPage) => page.next_cursor,
});

/** With the same key, a retry whose answer was lost posts the reply once. */
export const postReply = (postId: string, body: string, idempotencyKey: string) =>
  afterChange(
    'reply',
    call(communityEndpoints.createReply, {
      params: { id: postId },
      body: { body },
      idempotencyKey,
    }),
  );
